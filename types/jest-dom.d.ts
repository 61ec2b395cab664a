// The jest-dom matchers (toBeInTheDocument…) in every package's type checks.
import '@testing-library/jest-dom';
