// The review form's photos: each picked file is sent on its own to /reviews/photos (the
// personalisation uploads' checks and limits), and the form carries the ids of those accepted.
import { useId, useState } from "react";
import { MAX_REVIEW_PHOTOS } from "./review.schema";

type Photo = { id: string };

async function uploadPhoto(file: File): Promise<Photo | { error: string }> {
  try {
    const response = await fetch("/reviews/photos", { method: "POST", body: file });
    const answer = (await response.json().catch(() => null)) as { id?: string; error?: string } | null;
    if (response.ok && answer?.id) return { id: answer.id };
    return { error: answer?.error ?? "The photo could not be uploaded. Please try again." };
  } catch {
    return { error: "The photo could not be uploaded. Please try again." };
  }
}

export function ReviewPhotosField({ error }: { error?: string }) {
  const id = useId();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = problem ?? error;

  async function add(files: FileList | null) {
    const picked = [...(files ?? [])].slice(0, MAX_REVIEW_PHOTOS - photos.length);
    if (!picked.length) return;
    setBusy(true);
    setProblem(files && files.length > picked.length ? `Add at most ${MAX_REVIEW_PHOTOS} photos` : null);
    for (const file of picked) {
      const result = await uploadPhoto(file);
      if ("error" in result) setProblem(result.error);
      else setPhotos((current) => [...current, result]);
    }
    setBusy(false);
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Photos (up to {MAX_REVIEW_PHOTOS}, PNG, JPEG or WebP)
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        disabled={busy || photos.length >= MAX_REVIEW_PHOTOS}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => {
          void add(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
        className="block text-sm"
      />
      {busy ? <p className="text-sm text-ink-soft">Uploading…</p> : null}
      {photos.length ? (
        <ul aria-label="Your photos" className="flex gap-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              <input type="hidden" name="photo" value={photo.id} />
              <img
                src={`/reviews/photos/${photo.id}.png`}
                alt={`Your upload ${index + 1}`}
                className="h-20 w-20 rounded-2xl object-cover"
              />
              <button
                type="button"
                className="text-xs font-semibold underline"
                onClick={() => setPhotos((current) => current.filter((other) => other.id !== photo.id))}
              >
                Remove photo {index + 1}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} className="text-sm font-medium text-bubblegum-deep">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
