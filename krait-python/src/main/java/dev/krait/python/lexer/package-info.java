/**
 * The tokenizer: {@link dev.krait.python.lexer.Lexer#tokenize(String)} turns source text into
 * {@link dev.krait.python.lexer.Tokens} (parallel arrays, no object per token) with INDENT/DEDENT,
 * implicit line joining, decoded string and number literals, and PEP 701 f-string tokens
 * (FSTRING_START / FSTRING_MIDDLE / replacement-field tokens / FSTRING_END). Bracket nesting is
 * bounded at 200, as in CPython. A tokenising error stops the lexer and is attached to the Tokens
 * behind an ERRORTOKEN, so that the parser reports an earlier syntax error first. Internal to the
 * parser: only {@code dev.krait.python.parser.Parser} uses it.
 */
package dev.krait.python.lexer;
