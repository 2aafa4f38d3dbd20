import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MemberLookupScreen, type MemberLookupResult } from '../../src/screens/MemberLookupScreen';
import { memberLookupResult, useMemberLookup } from '../api/memberLookup';
import { canScanWithCamera, QrScanner } from '../scan/QrScanner';
import { readQrCode } from '../scan/readQrCode';
import { PageTitle } from '../views/PageTitle';

/**
 * `/admin/member-card`, staff and admin: the counter's look-up of a member card (docs/product.md,
 * "Member card") by its typed number, the camera, or a picture of its QR code.
 */
export function MemberLookupRoute() {
  const { t } = useLingui();
  const [number, setNumber] = useState<string | null>(null);
  const [isScanning, setScanning] = useState(false);
  const [pictureFailed, setPictureFailed] = useState(false);
  // A number read from a code fills the field: the screen starts again with it.
  const [read, setRead] = useState({ count: 0, number: '' });
  const card = useMemberLookup(number);

  const lookUp = (next: string) => {
    setPictureFailed(false);
    if (next === number) void card.refetch();
    else setNumber(next);
  };
  const readFromCode = (next: string) => {
    setRead(({ count }) => ({ count: count + 1, number: next }));
    lookUp(next);
  };

  const result: MemberLookupResult = pictureFailed
    ? { state: 'error', reason: 'noCodeInPicture' }
    : memberLookupResult(number, card);

  return (
    <>
      <PageTitle page={t`Member card`} />
      <MemberLookupScreen
        key={read.count}
        defaultNumber={read.number}
        result={result}
        onLookUp={({ number: typed }) => lookUp(typed)}
        onScan={canScanWithCamera() ? () => setScanning(true) : undefined}
        scanning={isScanning}
        onStopScan={() => setScanning(false)}
        scanner={
          isScanning ? (
            <QrScanner
              onNumber={({ number: scanned }) => {
                setScanning(false);
                readFromCode(scanned);
              }}
              onCameraFailed={() => setScanning(false)}
            />
          ) : null
        }
        onPicture={({ file }) => {
          setScanning(false);
          void readQrCode(file).then((scanned) => {
            if (scanned) readFromCode(scanned);
            else setPictureFailed(true);
          });
        }}
      />
    </>
  );
}
