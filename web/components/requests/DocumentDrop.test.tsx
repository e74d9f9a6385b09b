import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/client';
import { renderAt } from '../../test/data-table';
import { DocumentDrop, useUploadQueue } from './DocumentDrop';
import { FileRow } from './FileRows';

type Stored = { id: string; name: string; mime: string };

/** One kind of document as a screen would wire it, with the sending and removing given by the test. */
function Harness(props: {
  files: Stored[];
  upload: (file: File, replaces: Stored | undefined) => Promise<unknown>;
  remove: (f: Stored) => Promise<unknown>;
}) {
  const queue = useUploadQueue<Stored>({
    check: () => null,
    upload: (file, replaces, onProgress) => {
      onProgress(40);
      return props.upload(file, replaces);
    },
    remove: props.remove,
    detailOf: (e) => (e instanceof ApiError ? <p>Row 3 is wrong</p> : undefined),
  });
  return (
    <DocumentDrop
      kind="proof"
      label="Proof of address"
      need={2}
      have={props.files.length}
      hint="JPEG, at most 5 MB a file."
      editable
      queue={queue}
      accept={['image/jpeg']}
      maxSize={5 * 1024 * 1024}
      rejected={(r) => `${r.file.name}: refused.`}
    >
      {props.files.map((f) => (
        <FileRow
          key={f.id}
          file={f}
          path={`/files/${f.id}`}
          facts="JPEG image · 3 KB"
          accept={['image/jpeg']}
          kindLabel="Proof of address"
          changeable
          busy={queue.busy}
          removing={queue.removing === f.id}
          onReplace={(file) => void queue.send([file], f)}
          onRemove={() => queue.remove(f)}
          removeLabel={`Remove ${f.name}`}
        />
      ))}
    </DocumentDrop>
  );
}

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

describe('DocumentDrop', () => {
  it('sends chosen files one after another, keeps going after a refusal and lists every refusal', async () => {
    const sent: string[] = [];
    const upload = vi.fn(async (file: File) => {
      sent.push(file.name);
      if (file.name === 'bad.jpg') throw new ApiError(422, { message: 'The file is not a readable image.' });
    });
    renderAt(<Harness files={[]} upload={upload} remove={vi.fn()} />, '/');
    const card = screen.getByRole('group', { name: 'Proof of address' });
    expect(within(card).getByText('Required: 0 of 2')).toBeInTheDocument();
    expect(within(card).getByText('Not uploaded yet.')).toBeInTheDocument();

    await userEvent.upload(within(card).getByLabelText('Proof of address file'), [jpeg('bad.jpg'), jpeg('good.jpg')]);

    const alert = await within(card).findByRole('alert');
    await waitFor(() => expect(sent).toEqual(['bad.jpg', 'good.jpg']));
    expect(alert).toHaveTextContent('bad.jpg: The file is not a readable image.');
    expect(alert).toHaveTextContent('Row 3 is wrong');
    expect(alert).not.toHaveTextContent('good.jpg');
  });

  it('replaces a file in place and says so when a removal fails', async () => {
    const upload = vi.fn(async () => {});
    const remove = vi.fn(async () => {
      throw new ApiError(409, { message: 'The request is no longer a draft.' });
    });
    renderAt(
      <Harness files={[{ id: 'f1', name: 'bill.jpg', mime: 'image/jpeg' }]} upload={upload} remove={remove} />,
      '/',
    );
    const item = screen.getByRole('listitem', { name: 'bill.jpg' });
    expect(
      within(screen.getByRole('group', { name: 'Proof of address' })).getByText('Required: 1 of 2'),
    ).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Replacement proof of address file for bill.jpg'), jpeg('newer.jpg'));
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'newer.jpg' }),
        expect.objectContaining({ id: 'f1' }),
      ),
    );

    await userEvent.click(within(item).getByRole('button', { name: 'Remove bill.jpg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('bill.jpg: The request is no longer a draft.');
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1' }));
  });
});
