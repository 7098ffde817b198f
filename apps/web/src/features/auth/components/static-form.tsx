import { Alert, Button, Form } from "antd";
import type { ReactNode } from "react";

interface StaticFormProps {
  notice: string;
  description: string;
  submitLabel: string;
  children: ReactNode;
}

/** A form that sends nothing (spec 01 §2): its notice says who does the work instead. */
export function StaticForm({ notice, description, submitLabel, children }: StaticFormProps) {
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => undefined}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={notice}
        description={description}
      />
      {children}
      <Button type="primary" htmlType="submit" block disabled>
        {submitLabel}
      </Button>
    </Form>
  );
}
