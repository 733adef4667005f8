import { useEffect, useRef, useState } from 'preact/hooks';

/** A freshly generated key: shown once, with a copy button and the warning that it cannot be shown again. */
export function NewKey({ value, name, onDone }: { value: string; name: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.select();
  }, [value]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      box.current?.select();
      document.execCommand?.('copy');
      setCopied(true);
    }
  };
  return (
    <div class="newkey" role="region" aria-label="New API key">
      <p class="warning">
        <strong>Copy this key now.</strong> It is shown only once: we keep only a hash of it and cannot show it again.
      </p>
      <label for="new-key">Key “{name}”</label>
      <div class="copy-row">
        <input id="new-key" ref={box} readOnly value={value} class="mono" spellcheck={false} />
        <button type="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p role="status" class="small">
        {copied ? 'Copied to the clipboard.' : ''}
      </p>
      <button type="button" class="link" onClick={onDone}>
        I have saved it; hide the key
      </button>
    </div>
  );
}
