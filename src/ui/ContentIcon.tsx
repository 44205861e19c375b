// Icons content may name (icon-and-text items, mega menu items, the benefit bar's info button):
// simple line drawings in the text colour, decorative (the text beside them says what they mean).
import type { IconName } from '../contract/schemas/blocks/common'

const PATHS: Readonly<Record<IconName, string>> = {
  truck: 'M2 6h11v9H2zM13 9h4l3 3v3h-7zM6 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  return: 'M4 9h11a5 5 0 0 1 0 10H8M4 9l4-4M4 9l4 4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  leaf: 'M5 19C5 10 10 5 20 4c-1 10-6 15-15 15zM5 19l7-7',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z',
  chat: 'M4 5h16v11H9l-5 4z',
  store: 'M3 9l2-5h14l2 5M4 9h16v11H4zM9 20v-6h6v6',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  arrow: 'M4 12h16M14 6l6 6-6 6',
  mountain: 'M2 20l7-12 4 6 3-4 6 10z',
  tent: 'M12 4L2 20h20zM12 4v16M9 20l3-6 3 6',
  boot: 'M6 3h6v8l7 3c1 .5 2 1.5 2 3v3H4V8z',
}

const ROTATION = { right: 0, down: 90, left: 180, up: 270 } as const

export interface ContentIconProps {
  readonly name: IconName
  /** For arrows: which way it points (default right). */
  readonly direction?: keyof typeof ROTATION
  readonly size?: string
  readonly className?: string
}

export function ContentIcon({ name, direction = 'right', size = '1.5em', className }: ContentIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      style={ROTATION[direction] ? { transform: `rotate(${ROTATION[direction]}deg)` } : undefined}
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
