import type { UserInfo } from "@lontar/contracts/user";
import { Card, Typography } from "antd";
import { UserAvatar } from "../../../components/user-avatar";

interface UserSummaryCardProps {
  user: UserInfo;
}

/** Who is working: name, position and work unit of the logged-in user. */
export function UserSummaryCard({ user }: UserSummaryCardProps) {
  const pegawai = user.data_pegawai;
  return (
    <Card className="user-summary">
      <div className="user-summary__body">
        <UserAvatar name={pegawai.peg_nama} photoUrl={user.photo_url} size={64} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {pegawai.peg_nama}
          </Typography.Title>
          <Typography.Text>{pegawai.jabatan_nama ?? "Jabatan belum diatur"}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {pegawai.satuan_kerja.satuan_kerja_nama}
          </Typography.Text>
        </div>
      </div>
    </Card>
  );
}
