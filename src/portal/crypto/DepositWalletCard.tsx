import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DepositWallet } from '../../contract/entities';

type CopyProps = { value: string; label: string };

/** Copies a value to the clipboard and says so. */
const CopyButton = ({ value, label }: CopyProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Tooltip title={translate('app.crypto.deposit.copy')}>
      <IconButton
        size="small"
        aria-label={translate('app.crypto.deposit.copy_named', { name: translate(label) })}
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(
            () => notify('app.crypto.deposit.copied', { type: 'info' }),
            () => notify('app.crypto.deposit.copy_failed', { type: 'warning' }),
          );
        }}
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** The payment URI as a QR code; qrcode (already a dependency) loads on first use. */
const QrImage = ({ uri }: { uri: string }) => {
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 200 }))
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(null));
    return () => {
      alive = false;
    };
  }, [uri]);
  return src ? <Box component="img" src={src} alt={translate('app.crypto.deposit.qr')} sx={{ width: 200, height: 200 }} data-testid="deposit-qr" /> : null;
};

/** The obtained deposit wallet: address, amount and network, the payment URI (link, copy, QR). */
export const DepositWalletCard = ({ wallet }: { wallet: DepositWallet }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success" icon={false} sx={{ mb: 2 }} data-testid="deposit-wallet">
      <Typography variant="h6" gutterBottom>{translate('app.crypto.deposit.title')}</Typography>
      <Typography>{translate('app.crypto.deposit.send', { amount: wallet.amount, currency: wallet.currency, network: translate(`app.crypto.networks.${wallet.network}`) })}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }} alignItems="flex-start">
        <QrImage uri={wallet.payment_uri} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2">{translate('app.crypto.deposit.address')}</Typography>
          <Stack direction="row" alignItems="center">
            <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="deposit-address">{wallet.address}</Typography>
            <CopyButton value={wallet.address} label="app.crypto.deposit.address" />
          </Stack>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>{translate('app.crypto.deposit.uri')}</Typography>
          <Stack direction="row" alignItems="center">
            <Link href={wallet.payment_uri} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="deposit-uri">{wallet.payment_uri}</Link>
            <CopyButton value={wallet.payment_uri} label="app.crypto.deposit.uri" />
          </Stack>
        </Box>
      </Stack>
    </Alert>
  );
};
