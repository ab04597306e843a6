/**
 * Source to AST. {@link dev.krait.python.parser.Parser#parseModule} (cells, exec) and
 * {@link dev.krait.python.parser.Parser#parseExpression} (eval) return {@link dev.krait.python.parser.Node}
 * trees shaped like CPython 3.11's {@code ast} (positions: 1-based line, 0-based code-point column),
 * or throw {@link dev.krait.python.parser.SyntaxErrorException} with CPython's message and position.
 * The parser is recursive descent, one method per rule of python.gram with the rule as its comment;
 * nesting is bounded so that hostile input fails with a SyntaxError, never a StackOverflowError.
 * Checks that CPython makes in its compiler or symtable ('return' outside function, 'yield' outside
 * function, unreachable match patterns, __future__) are left to the compiler.
 */
package dev.krait.python.parser;
