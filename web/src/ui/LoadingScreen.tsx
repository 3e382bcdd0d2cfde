import { Spin } from "antd";

export function LoadingScreen() {
  return (
    <div role="status" className="loading-screen">
      <Spin />
      <span>Loading...</span>
    </div>
  );
}
