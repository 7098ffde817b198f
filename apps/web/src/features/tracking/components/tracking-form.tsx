import { SearchOutlined } from "@ant-design/icons";
import { TRACKING_MESSAGES, trackingFormComplete } from "@lontar/contracts/tracking";
import { Alert, Button, Form, Input } from "antd";
import { type FormEvent, useState } from "react";
import { AltchaField } from "../../../components/altcha-field";

export type TrackingFormValues = { resi: string; email: string; captcha: string };

/**
 * Resi, e-mail and the captcha (spec 01 §5: all three, else 'Lengkapi form dan captcha !').
 * After each search the captcha starts over: a solved challenge serves one search.
 */
export function TrackingForm({
  onSearch,
  searching,
  attempt,
}: {
  onSearch: (values: TrackingFormValues) => void;
  searching: boolean;
  /** Changes after every search, giving a fresh captcha. */
  attempt: number;
}) {
  const [resi, setResi] = useState("");
  const [email, setEmail] = useState("");
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const [shownAttempt, setShownAttempt] = useState(attempt);
  if (shownAttempt !== attempt) {
    setShownAttempt(attempt);
    setCaptcha(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!captcha || !trackingFormComplete({ resi, email, captcha })) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    onSearch({ resi: resi.trim(), email: email.trim(), captcha });
  };

  return (
    <form className="tracking-form" onSubmit={submit} noValidate aria-label="Cari Surat">
      {incomplete ? (
        <Alert type="warning" showIcon title={TRACKING_MESSAGES.incomplete} role="alert" />
      ) : null}
      <Form layout="vertical" component={false}>
        <Form.Item label="Nomor Resi" htmlFor="tracking-resi">
          <Input
            id="tracking-resi"
            value={resi}
            onChange={(e) => setResi(e.target.value)}
            placeholder="Contoh: 7KQ2M9XH4P"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
          />
        </Form.Item>
        <Form.Item label="E-mail" htmlFor="tracking-email">
          <Input
            id="tracking-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="Alamat e-mail yang menerima resi"
            autoComplete="email"
            inputMode="email"
          />
        </Form.Item>
      </Form>
      <div>
        <AltchaField key={attempt} onChange={setCaptcha} />
      </div>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={searching} block>
        Cari
      </Button>
    </form>
  );
}
