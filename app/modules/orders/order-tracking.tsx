// The print partners' parcels of an order: each tracking number with a 'Track package' link.
import type { Parcel } from "./order-format";

/** Only a web address becomes a link: a partner's URL is data, never script. */
const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

export function TrackingLinks({ parcels, orderNumber }: { parcels: Parcel[]; orderNumber: string }) {
  return (
    <ul aria-label={`Parcels of order #${orderNumber}`} className="mt-1 space-y-1 text-sm">
      {parcels.map((parcel) => {
        const url = safeUrl(parcel.url);
        return (
          <li key={parcel.number}>
            Tracking number: <strong>{parcel.number}</strong>
            {url ? (
              <>
                {" "}
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-lilac-deep underline"
                  aria-label={`Track package ${parcel.number}`}
                >
                  Track package
                </a>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
