import { Card, CardContent, Typography } from '@mui/material';

type StatTileProps = { label: string; value: string };

/** One labelled figure of a system reading. */
export const StatTile = ({ label, value }: StatTileProps) => (
  <Card variant="outlined" sx={{ flex: '1 1 180px' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="h6" component="p">{value}</Typography>
    </CardContent>
  </Card>
);
