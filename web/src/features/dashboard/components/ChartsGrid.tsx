import { Col, Row } from "antd";
import type { ReactNode } from "react";

export type ChartsGridProps = { customerGrowth: ReactNode; dealsByStage: ReactNode; revenueTrend: ReactNode };

/** Where the dashboard's three charts sit: two side by side on wide screens, the revenue trend below. */
export function ChartsGrid({ customerGrowth, dealsByStage, revenueTrend }: ChartsGridProps) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        {customerGrowth}
      </Col>
      <Col xs={24} xl={12}>
        {dealsByStage}
      </Col>
      <Col xs={24}>{revenueTrend}</Col>
    </Row>
  );
}
