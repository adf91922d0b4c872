import { render } from '@testing-library/react';
import { countryCodes } from '@contract';
import { CountryFlag, flagCodes } from './country-flag';

describe('CountryFlag', () => {
  it('has a flag file for every offered country, and none for others', () => {
    expect(flagCodes().sort()).toEqual([...countryCodes].sort());
  });

  it('is a decorative image of the country’s SVG flag, not an emoji', () => {
    const { container } = render(<CountryFlag code="GB" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image?.getAttribute('src')).toMatch(/gb.*\.svg/);
    expect(image).toHaveAttribute('width', '20');
    expect(image).toHaveAttribute('height', '15');
    expect(container.textContent).toBe('');
  });
});
