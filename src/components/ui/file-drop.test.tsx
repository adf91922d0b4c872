import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDrop } from './file-drop';

function Field({ camera = false, error }: { camera?: boolean; error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDrop
      label="Proof"
      accept="image/png,application/pdf"
      file={file}
      onChange={setFile}
      hint="An image or a PDF."
      error={error}
      camera={camera}
    />
  );
}

const pdf = () => new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('FileDrop', () => {
  it('takes a picked file and shows its name and size, the button now offering another', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText(/^Proof/);
    expect(input).toHaveAccessibleName('Proof Choose a file');
    expect(input).toHaveAccessibleDescription('An image or a PDF.');
    await user.upload(input, pdf());
    expect(screen.getByText('statement.pdf')).toBeInTheDocument();
    expect(screen.getByText('8 B')).toBeInTheDocument();
    expect(input).toHaveAccessibleName('Proof Choose another file');
    expect(input).toHaveAccessibleDescription('statement.pdf 8 B An image or a PDF.');
  });

  it('takes a dropped file the same way', () => {
    render(<Field />);
    const zone = screen.getByText('Drop a file here, or').parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    expect(screen.getByText('statement.pdf')).toBeInTheDocument();
  });

  it('shows a picture as itself, and lets its address go when another is chosen', async () => {
    const made: string[] = [];
    const revoked: string[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: () => {
        made.push(`blob:test/${made.length}`);
        return made.at(-1)!;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const user = userEvent.setup();
    const { container } = render(<Field />);
    await user.upload(screen.getByLabelText(/^Proof/), new File(['x'], 'id.png', { type: 'image/png' }));
    expect(container.querySelector('img')).toHaveAttribute('src', 'blob:test/0');
    await user.upload(screen.getByLabelText(/^Proof/), pdf());
    expect(container.querySelector('img')).toBeNull();
    expect(revoked).toEqual(['blob:test/0']);
  });

  it('puts the error before the file and in place of the hint', async () => {
    const user = userEvent.setup();
    render(<Field error="The proof must be an image or a PDF." />);
    const input = screen.getByLabelText(/^Proof/);
    await user.upload(input, pdf());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The proof must be an image or a PDF. statement.pdf 8 B');
  });

  it('offers the camera only where the pointer is a finger', () => {
    const media = (coarse: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }));
    media(false);
    const { unmount } = render(<Field camera />);
    expect(screen.queryByLabelText('Take a photo')).not.toBeInTheDocument();
    unmount();
    media(true);
    render(<Field camera />);
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
  });
});
