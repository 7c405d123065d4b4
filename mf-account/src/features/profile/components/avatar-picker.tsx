import { useId, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { FilePicker, FileRefusal } from '../../../components/file-picker';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { acceptImage, readAsDataUrl } from '@valley/shared/media/image-file';
import { cropToDataUrl } from '../lib/crop-image';
import styles from './avatar-picker.module.css';
import { Button } from '@valley/shared/ui/button';

/** member-area §9: the avatar crop is a circle of radius 80. */
const CROP_RADIUS = 80;

/** The avatar of Edit My Profile: pick an image (5 MB at most), move and zoom it in a round crop (arrow keys too), use the crop. */
export function AvatarPicker({
  current,
  chosen,
  onChoose,
  name,
}: {
  current: string | null;
  chosen: string | null;
  onChoose: (dataUrl: string | null) => void;
  name: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const { file, refused: why } = await acceptImage(event.currentTarget);
    setRefused(why && `Profile Image: ${why}`);
    if (!file) return;
    setSource(await readAsDataUrl(file));
    setCrop({ x: 0, y: 0 });
    setZoom(1);
  };

  const useCrop = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      onChoose(await cropToDataUrl(source, area));
      setSource(null);
      if (input.current) input.current.value = '';
    } finally {
      setBusy(false);
    }
  };

  const shown = chosen ?? current;
  return (
    <div className={styles.avatar}>
      <div className={styles.current}>
        {shown ? (
          <img src={shown} alt={`${name}'s avatar`} className={styles.round} width={96} height={96} />
        ) : (
          <InitialsAvatar name={name} className={styles.placeholder} />
        )}
        <div className={styles.pick}>
          <label htmlFor={id} className={styles.label}>
            Profile Image
          </label>
          <FilePicker
            id={id}
            inputRef={input}
            action={shown ? 'Replace image' : 'Choose an image'}
            onPick={onPick}
            describedBy={refused ? `${id}-refused` : undefined}
          />
          {chosen ? (
            <Button variant="secondary" onClick={() => onChoose(null)}>
              Keep the current image
            </Button>
          ) : null}
        </div>
      </div>
      <FileRefusal id={`${id}-refused`} message={refused} />
      {source ? (
        <div className={styles.cropper} role="group" aria-label="Crop your avatar">
          <div className={styles.stage}>
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              cropSize={{ width: CROP_RADIUS * 2, height: CROP_RADIUS * 2 }}
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <label className={styles.zoom}>
            Zoom
            <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
          </label>
          <div className={styles.cropActions}>
            <Button variant="secondary" onClick={() => setSource(null)}>
              Cancel crop
            </Button>
            <Button variant="primary" onClick={useCrop} disabled={!area || busy}>
              Use this crop
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
