import { Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CRYPTO_CURRENCY_NETWORKS, type CryptoCurrency } from '../../contract/enums';
import type { DepositWallet, Product, ProductPayment } from '../../contract/entities';
import { HEADERS } from '../../contract/http';
import { errorMessageOf } from '../pages/errorMessageOf';
import type { KontorDataProvider } from '../providers/dataProvider';
import { useDocumentTitle } from '../frame/useDocumentTitle';

const POLL_MS = 3000;
const newKey = () => `purchase-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * /purchase/{product_hash}: the public purchase link, for visitors without signing in. The visitor picks
 * a crypto currency, gets a payment address with the exact amount (products/{hash}/wallet), pays it, and
 * the page follows the payment (products/{hash}/payments/{address}) until the merchant is credited. With
 * the built-in sandbox network the page offers its test wallet (docs/products.md).
 */
export const PurchasePage = () => {
  const translate = useTranslate();
  const hash = useParams().product_hash ?? '';
  useDocumentTitle('app.routes.purchase');
  const [product, setProduct] = useState<Product | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [currency, setCurrency] = useState<CryptoCurrency | ''>('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [wallet, setWallet] = useState<DepositWallet | null>(null);
  const [payment, setPayment] = useState<ProductPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newKey());
  const dataProvider = useDataProvider<KontorDataProvider>();

  useEffect(() => {
    dataProvider
      .getPublicProduct({ params: { id: hash } })
      .then((p) => {
        setProduct(p);
        setCurrency(p.crypto_currencies[0] ?? '');
      })
      .catch(() => setLoadError('app.products.buy.not_found'));
  }, [hash, dataProvider]);

  const refresh = useCallback(async (address: string) => {
    try {
      setPayment(await dataProvider.getProductPayment({ params: { id: hash, address } }));
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  }, [dataProvider, hash]);

  useEffect(() => {
    if (!wallet || payment?.status === 'paid') return undefined;
    const timer = window.setInterval(() => void refresh(wallet.address), POLL_MS);
    return () => window.clearInterval(timer);
  }, [wallet, payment?.status, refresh]);

  if (loadError) return <Box sx={{ p: 3 }}><Alert severity="error">{translate(loadError)}</Alert></Box>;
  if (!product) return <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;

  const network = currency ? CRYPTO_CURRENCY_NETWORKS[currency][0] : undefined;
  const getAddress = async () => {
    if (!currency || !network) return;
    setBusy(true);
    setError(null);
    try {
      // One Idempotency-Key for the visit: asking again gives the same address.
      const w = await dataProvider.getPurchaseWallet({
        params: { id: hash },
        body: { currency, network, ...(name.trim() ? { name: name.trim() } : {}), ...(email.trim() ? { email: email.trim() } : {}) },
        meta: { idempotencyKey: key.current },
      });
      setWallet(w);
      await refresh(w.address);
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const sandboxPay = async () => {
    if (!wallet) return;
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/sandbox/payment-network/transfers', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HEADERS.idempotencyKey]: `${key.current}-pay` },
        body: JSON.stringify({ network: wallet.network, currency: wallet.currency, address: wallet.address, amount: wallet.amount }),
      });
      if (!res.ok) setError(((await res.json()) as { message?: string }).message ?? 'app.errors.unknown');
      await refresh(wallet.address);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, display: 'flex', justifyContent: 'center' }}>
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">{translate('app.products.buy.title', { name: product.name })}</Typography>
            {product.image_url ? <Box component="img" src={product.image_url} alt={translate('app.products.image_alt', { name: product.name })} sx={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }} /> : null}
            {product.description ? <Typography>{product.description}</Typography> : null}
            <Typography variant="h6" component="p">{translate('app.products.buy.price')}: {product.amount} {product.currency}</Typography>
            {!product.is_active ? <Alert severity="warning">{translate('app.products.buy.unavailable')}</Alert> : null}
            {product.is_active && !wallet ? (
              <>
                <TextField select label={translate('app.products.buy.pay_with')} value={currency} onChange={(e) => setCurrency(e.target.value as CryptoCurrency)}>
                  {product.crypto_currencies.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
                </TextField>
                <TextField label={translate('app.products.buy.your_name')} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
                <TextField label={translate('app.products.buy.your_email')} value={email} onChange={(e) => setEmail(e.target.value)} type="email" autoComplete="email" />
                <Button variant="contained" onClick={() => void getAddress()} disabled={busy || !currency}>{translate('app.products.buy.get_address')}</Button>
              </>
            ) : null}
            {wallet ? (
              <>
                <Typography>{translate('app.products.buy.send_exactly', { amount: wallet.amount, currency: wallet.currency, network: wallet.network })}</Typography>
                <Typography variant="body2">{translate('app.products.buy.address')}</Typography>
                <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="payment-address">{wallet.address}</Typography>
                <Typography variant="body2">{translate('app.products.buy.amount')}: <strong>{wallet.amount} {wallet.currency}</strong></Typography>
                {wallet.expires_at ? <Typography variant="caption">{translate('app.products.buy.expires', { time: new Date(wallet.expires_at).toLocaleTimeString() })}</Typography> : null}
                <Button href={wallet.payment_uri} variant="outlined">{translate('app.products.buy.open_wallet')}</Button>
                {payment?.status === 'paid' ? (
                  <Alert severity="success" role="status">{translate('app.products.buy.paid')}</Alert>
                ) : payment?.status === 'expired' ? (
                  <Alert severity="warning">{translate('app.products.buy.expired')}</Alert>
                ) : (
                  <>
                    <Alert severity="info" role="status">
                      {translate('app.products.buy.waiting')}
                      {payment && payment.received_amount !== '0' && Number(payment.received_amount) > 0 ? ` ${translate('app.products.buy.received', { amount: payment.received_amount, currency: payment.currency })}` : ''}
                    </Alert>
                    <Button onClick={() => void refresh(wallet.address)} disabled={busy}>{translate('app.products.buy.check')}</Button>
                    {payment?.sandbox_wallet ? (
                      <>
                        <Typography variant="caption">{translate('app.products.buy.sandbox_note')}</Typography>
                        <Button variant="contained" onClick={() => void sandboxPay()} disabled={busy}>{translate('app.products.buy.sandbox_pay')}</Button>
                      </>
                    ) : null}
                  </>
                )}
              </>
            ) : null}
            {error ? <Alert severity="error">{translate(error, { _: error })}</Alert> : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
