import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Form, Input, Select, type FormRule } from "antd";
import { testimonialInput } from "#schema/content/landing-lists.rules.ts";
import {
  AddTestimonialDocument,
  AdminTestimonialsDocument,
  DeleteTestimonialDocument,
  ReorderTestimonialsDocument,
  UpdateTestimonialDocument,
  type TestimonialFieldsFragment,
  type TestimonialInput,
} from "#web/graphql/generated/graphql.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { schemaRules } from "#web/ui/schemaRules.ts";
import { LandingListEditor } from "./LandingListEditor.tsx";

const { shape } = testimonialInput;
const RULES = {
  quote: schemaRules(shape.quote),
  name: schemaRules(shape.name),
  role: schemaRules(shape.role),
  company: schemaRules(shape.company),
  // A choice of 1 to 5 stars: only a missing one can be wrong (schemaRules' check is for typed text).
  rating: [{ required: true, type: "number", message: "Rating is required" }] satisfies FormRule[],
};

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({
  value: stars,
  label: stars === 1 ? "1 star" : `${stars} stars`,
}));

function TestimonialFields() {
  return (
    <>
      <Form.Item label="Quote" name="quote" rules={RULES.quote}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item label="Name" name="name" rules={RULES.name}>
        <Input />
      </Form.Item>
      <Form.Item label="Role" name="role" rules={RULES.role}>
        <Input />
      </Form.Item>
      <Form.Item label="Company" name="company" rules={RULES.company}>
        <Input />
      </Form.Item>
      <Form.Item label="Rating" name="rating" rules={RULES.rating}>
        <Select options={RATING_OPTIONS} />
      </Form.Item>
    </>
  );
}

function TestimonialSummary({ testimonial }: { testimonial: TestimonialFieldsFragment }) {
  const { quote, name, role, company, rating } = testimonial;
  return (
    <>
      <blockquote>“{quote}”</blockquote>
      <p>— {[name, role, company].filter(Boolean).join(", ")}</p>
      <p className="landing-list-meta">Rating: {rating} of 5</p>
    </>
  );
}

const formValues = (testimonial: TestimonialFieldsFragment | null): Partial<TestimonialInput> =>
  testimonial
    ? {
        quote: testimonial.quote,
        name: testimonial.name,
        role: testimonial.role,
        company: testimonial.company,
        rating: testimonial.rating,
      }
    : { role: "", company: "", rating: 5 };

/** The landing page's testimonials: add, edit, delete and reorder. */
export function TestimonialsEditor() {
  const { data, loading } = useQuery(AdminTestimonialsDocument);
  const reload = { refetchQueries: [AdminTestimonialsDocument], awaitRefetchQueries: true };
  const [addTestimonial] = useMutation(AddTestimonialDocument, reload);
  const [updateTestimonial] = useMutation(UpdateTestimonialDocument, reload);
  const [deleteTestimonial] = useMutation(DeleteTestimonialDocument, reload);
  const [reorderTestimonials] = useMutation(ReorderTestimonialsDocument, reload);

  if (!data) {
    return loading ? <LoadingScreen /> : <Alert type="error" title="Failed to load testimonials" showIcon />;
  }
  return (
    <LandingListEditor<TestimonialFieldsFragment, TestimonialInput>
      list="testimonials"
      entries={data.testimonials}
      nameOf={(testimonial) => `${testimonial.name}'s testimonial`}
      renderEntry={(testimonial) => <TestimonialSummary testimonial={testimonial} />}
      fields={<TestimonialFields />}
      formValues={formValues}
      save={(input, testimonial) =>
        testimonial
          ? updateTestimonial({ variables: { id: testimonial.id, input } })
          : addTestimonial({ variables: { input } })
      }
      remove={(testimonial) => deleteTestimonial({ variables: { id: testimonial.id } })}
      reorder={(ids) => reorderTestimonials({ variables: { ids } })}
    />
  );
}
