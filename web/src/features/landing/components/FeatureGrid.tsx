import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { LineIcon } from "./LineIcon.tsx";

/** The `#features` section: the admin's feature blocks, in their order. */
export function FeatureGrid() {
  const { featureBlocks } = useInitialData();
  return (
    <section id="features" className="landing-section landing-section-alt" aria-labelledby="features-heading">
      <div className="landing-section-intro">
        <h2 id="features-heading">Everything Your Team Needs to Win and Keep Customers</h2>
        <p>One workspace for the whole customer lifecycle, from the first call to the renewal.</p>
      </div>
      <ul className="landing-grid landing-feature-grid">
        {featureBlocks.map(({ icon, title, description }, index) => (
          <li key={index} className="landing-card">
            <span className="landing-card-icon">
              <LineIcon name={icon} />
            </span>
            <h3>{title}</h3>
            <p>{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
