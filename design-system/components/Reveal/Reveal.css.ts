import { globalStyle, style } from '@vanilla-extract/css'
import { jsRunning } from '../../styles/js'
import { revealPending, revealTransition } from '../../styles/reveal'

export const root = style(revealTransition)

globalStyle(`${jsRunning} ${root}[data-revealed="false"]`, revealPending)
