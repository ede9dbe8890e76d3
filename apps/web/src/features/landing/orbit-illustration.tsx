/** Decorative: a planet with two orbits and talents around it. */
export function OrbitIllustration() {
  const dots = [
    { cx: 60, cy: 190, r: 16, fill: '#FFCC00' },
    { cx: 350, cy: 120, r: 20, fill: '#11CC66' },
    { cx: 300, cy: 330, r: 14, fill: '#ffffff' },
    { cx: 110, cy: 70, r: 10, fill: '#ffffff' },
    { cx: 380, cy: 250, r: 9, fill: '#FFCC00' },
  ];
  return (
    <svg viewBox="0 0 420 400" width="100%" role="presentation" aria-hidden="true">
      <ellipse
        cx="210"
        cy="200"
        rx="190"
        ry="70"
        fill="none"
        stroke="rgba(255,255,255,0.35)"
        strokeWidth="2"
        transform="rotate(-20 210 200)"
      />
      <ellipse
        cx="210"
        cy="200"
        rx="150"
        ry="150"
        fill="none"
        stroke="rgba(255,255,255,0.2)"
        strokeWidth="2"
        strokeDasharray="6 10"
      />
      <circle cx="210" cy="200" r="78" fill="#ffffff" opacity="0.95" />
      <circle cx="210" cy="200" r="60" fill="#0044FF" />
      <ellipse
        cx="210"
        cy="200"
        rx="110"
        ry="28"
        fill="none"
        stroke="#FFCC00"
        strokeWidth="8"
        transform="rotate(-20 210 200)"
      />
      {dots.map((dot) => (
        <circle key={`${dot.cx}-${dot.cy}`} {...dot} />
      ))}
    </svg>
  );
}
