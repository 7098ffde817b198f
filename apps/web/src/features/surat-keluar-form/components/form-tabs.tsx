import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { Button, Tabs } from "antd";
import type { ReactNode } from "react";

export interface FormTab {
  key: string;
  label: string;
  content: ReactNode;
}

interface FormTabsProps {
  tabs: FormTab[];
  active: string;
  onActive: (key: string) => void;
}

/** The form's tabs in order, each ending with Previous and Next (spec 01 §2). */
export function FormTabs({ tabs, active, onActive }: FormTabsProps) {
  return (
    <Tabs
      className="letter-form__tabs"
      activeKey={active}
      onChange={onActive}
      items={tabs.map((tab, index) => {
        const previous = tabs[index - 1];
        const next = tabs[index + 1];
        return {
          key: tab.key,
          label: tab.label,
          children: (
            <div className="letter-form__panel">
              {tab.content}
              <div className="letter-form__step">
                <Button
                  icon={<LeftOutlined />}
                  disabled={!previous}
                  onClick={() => previous && onActive(previous.key)}
                >
                  Previous
                </Button>
                <Button
                  type="primary"
                  ghost
                  disabled={!next}
                  onClick={() => next && onActive(next.key)}
                >
                  Next <RightOutlined />
                </Button>
              </div>
            </div>
          ),
        };
      })}
    />
  );
}
