// Header action buttons as one island: search, theme toggle and (below md) the mobile menu.
import MobileMenu from './MobileMenu.tsx';
import SearchButton from './SearchButton.tsx';
import ThemeToggle from './ThemeToggle.tsx';

export default function HeaderActions() {
  return (
    <div className="flex items-center gap-1">
      <SearchButton />
      <ThemeToggle />
      <MobileMenu />
    </div>
  );
}
