/** A review's stars as the console shows them: drawn for the eye, said as "N점" (the stars are hidden from screen readers). */
export function Rating({ rating }: { rating: number }) {
  return (
    <>
      <span aria-hidden="true">{'★'.repeat(rating)}{'☆'.repeat(5 - rating)}</span> {rating}점
    </>
  );
}
