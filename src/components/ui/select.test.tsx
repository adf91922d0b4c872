import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select, type SelectOption } from './select';

const fruits = [
  'Apple',
  'Apricot',
  'Banana',
  'Blueberry',
  'Cherry',
  'Date',
  'Elderberry',
  'Fig',
  'Grape',
  'Kiwi',
  'Lemon',
  'Lime',
  'Mango',
  'Melon',
].map((label) => ({ value: label.toLowerCase(), label, icon: '•' }));

function Harness({
  initial = null,
  error,
  options = fruits,
  onSubmit,
}: {
  initial?: string | null;
  error?: string;
  options?: SelectOption[];
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <Select
        label="Fruit"
        placeholder="Pick a fruit"
        options={options}
        value={value}
        onChange={setValue}
        error={error}
      />
      <button type="button">After</button>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Fruit' });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  combobox().focus();
  return user;
}

describe('Select', () => {
  it('is a labelled combobox that shows its placeholder and ties its error to itself', () => {
    render(<Harness error="Choose one" />);
    expect(combobox()).toHaveTextContent('Pick a fruit');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription('Choose one');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with the arrow keys and moves the active option without moving focus', async () => {
    const user = setup({ initial: 'banana' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Fruit' })).toBeVisible();
    expect(activeOption()).toHaveTextContent('Banana');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Cherry');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Blueberry');
    expect(combobox()).toHaveFocus();
  });

  it('jumps with Home, End and the page keys, and stops at the ends', async () => {
    const user = setup();
    await user.keyboard('{End}');
    expect(activeOption()).toHaveTextContent('Melon');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Melon');
    await user.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('Apple');
    await user.keyboard('{PageDown}');
    expect(activeOption()).toHaveTextContent('Lemon');
    await user.keyboard('{PageUp}');
    expect(activeOption()).toHaveTextContent('Apple');
  });

  it('chooses with Enter or Space and closes', async () => {
    const user = setup();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(combobox()).toHaveTextContent('Apricot');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(activeOption()).toHaveTextContent('Apricot');
    await user.keyboard('{ArrowDown} ');
    expect(combobox()).toHaveTextContent('Banana');
  });

  it('closes on Escape without changing the value', async () => {
    const user = setup({ initial: 'fig' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveTextContent('Fig');
  });

  it('takes the active option on Tab and lets focus move on', async () => {
    const user = setup();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(combobox()).toHaveTextContent('Apricot');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('jumps to typed letters, cycling on repeats, and starts over after a pause of a second', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(100_000);
    const user = setup();
    await user.keyboard('me');
    expect(activeOption()).toHaveTextContent('Melon');
    now.mockReturnValue(101_200);
    await user.keyboard('l');
    expect(activeOption()).toHaveTextContent('Lemon');
    await user.keyboard('l');
    expect(activeOption()).toHaveTextContent('Lime');
    await user.keyboard('{Enter}');
    expect(combobox()).toHaveTextContent('Lime');
  });

  it('chooses with the pointer and keeps focus on the combobox', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Kiwi' }));
    expect(combobox()).toHaveTextContent('Kiwi');
    expect(combobox()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(combobox());
    expect(screen.getByRole('option', { name: 'Kiwi' })).toHaveAttribute('aria-selected', 'true');
  });

  describe('search field, for touch keyboards', () => {
    const searchField = () => screen.getByRole('combobox', { name: 'Search Fruit' });
    const shownOptions = () =>
      within(screen.getByRole('listbox', { name: 'Fruit' }))
        .getAllByRole('option')
        .map((option) => option.textContent?.replace('•', ''));

    it('is in the open list, and tapping it keeps the list open', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      expect(screen.queryByRole('combobox', { name: 'Search Fruit' })).not.toBeInTheDocument();
      await user.click(combobox());
      await user.click(searchField());
      expect(searchField()).toHaveFocus();
      expect(screen.getByRole('listbox', { name: 'Fruit' })).toBeVisible();
      expect(searchField()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
      expect(searchField()).toHaveAttribute('aria-expanded', 'true');
    });

    it('filters the options by what is typed, from input events alone as a virtual keyboard sends them', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(combobox());
      // No key events: only the field's value changes, as with a phone's on-screen keyboard.
      fireEvent.change(searchField(), { target: { value: 'BERRY' } });
      expect(shownOptions()).toEqual(['Blueberry', 'Elderberry']);
      expect(activeOption()).toHaveTextContent('Blueberry');
      await user.click(screen.getByRole('option', { name: 'Elderberry' }));
      expect(combobox()).toHaveTextContent('Elderberry');
      expect(combobox()).toHaveFocus();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      await user.click(combobox());
      expect(searchField()).toHaveValue('');
      expect(shownOptions()).toHaveLength(fruits.length);
    });

    it('ignores accents, and says when nothing matches', async () => {
      const user = userEvent.setup();
      const options = ['Açaí', 'Clementine', 'Crème', 'Curaçao orange'].map((label) => ({
        value: label,
        label,
      }));
      render(<Harness options={options} />);
      await user.click(combobox());
      fireEvent.change(searchField(), { target: { value: 'acai' } });
      expect(shownOptions()).toEqual(['Açaí']);
      fireEvent.change(searchField(), { target: { value: 'ÇA' } });
      expect(shownOptions()).toEqual(['Açaí', 'Curaçao orange']);
      fireEvent.change(searchField(), { target: { value: 'kumquat' } });
      expect(screen.getByRole('status')).toHaveTextContent('No matches');
      expect(searchField()).not.toHaveAttribute('aria-activedescendant');
    });

    it('moves with the arrows among the matches, chooses with Enter without submitting the form', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<Harness onSubmit={onSubmit} />);
      await user.click(combobox());
      await user.click(searchField());
      await user.keyboard('m');
      expect(shownOptions()).toEqual(['Mango', 'Melon', 'Lemon', 'Lime']);
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(activeOption()).toHaveTextContent('Lemon');
      expect(searchField()).toHaveAttribute('aria-activedescendant', activeOption()?.id);
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(activeOption()).toHaveTextContent('Lime');
      await user.keyboard('{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(combobox()).toHaveTextContent('Lime');
      expect(combobox()).toHaveFocus();
    });

    it('closes on Escape without changing the value, handing focus back to the combobox', async () => {
      const user = userEvent.setup();
      render(<Harness initial="fig" />);
      await user.click(combobox());
      await user.click(searchField());
      await user.keyboard('kiw{Escape}');
      expect(combobox()).toHaveFocus();
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(combobox()).toHaveTextContent('Fig');
    });

    it('closes when focus leaves the widget', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(combobox());
      await user.click(searchField());
      await user.click(screen.getByRole('button', { name: 'After' }));
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
