/*
 * Parser behaviour the CPython 3.11 oracle cannot show: PEP 701 f-strings, the eval entry
 * point, literal value types, code-point columns, and a few error details.
 */
package dev.krait.python.parser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.python.parser.Node.*;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParserMiscTest {
  private static Expr expr(String src) {
    Node.Module m = Parser.parseModule(src, "<cell>");
    return ((ExprStmt) m.body().get(0)).value();
  }

  private static SyntaxErrorException error(String src) {
    try {
      Parser.parseModule(src, "<cell>");
    } catch (SyntaxErrorException e) {
      return e;
    }
    throw new AssertionError("no error for " + src);
  }

  @Test
  void evalEntryPoint() {
    assertThat(Parser.parseExpression("1 + 2", "<string>")).isInstanceOf(BinOp.class);
    assertThat(Parser.parseExpression("  x\n\n", "<string>")).isEqualTo(new Name("x", Ctx.LOAD, 1, 0));
    assertThat(Parser.parseExpression("a, b,", "<string>")).isInstanceOf(TupleExpr.class);
    assertThat(Parser.parseExpression("lambda: (yield)", "<string>")).isInstanceOf(Lambda.class);
    assertThatThrownBy(() -> Parser.parseExpression("x = 1", "<string>"))
        .isInstanceOf(SyntaxErrorException.class).hasMessageContaining("invalid syntax");
    assertThatThrownBy(() -> Parser.parseExpression("", "<string>")).isInstanceOf(SyntaxErrorException.class);
  }

  @Test
  void literalValueTypes() {
    assertThat(((Constant) expr("42")).value()).isEqualTo(42L);
    assertThat(((Constant) expr("9223372036854775807")).value()).isEqualTo(Long.MAX_VALUE);
    assertThat(((Constant) expr("9223372036854775808")).value()).isEqualTo(new BigInteger("9223372036854775808"));
    assertThat(((Constant) expr("0xff")).value()).isEqualTo(255L);
    assertThat(((Constant) expr("1_000.5")).value()).isEqualTo(1000.5);
    assertThat(((Constant) expr("2.5j")).value()).isEqualTo(new ImaginaryLiteral(2.5));
    assertThat(((Constant) expr("b'\\x00\\xff'")).value()).isEqualTo(new byte[] {0, (byte) 0xff});
    assertThat(((Constant) expr("...")).value()).isSameAs(EllipsisLiteral.INSTANCE);
    assertThat(((Constant) expr("None")).value()).isNull();
    assertThat(((Constant) expr("'\\N{GREEK SMALL LETTER ALPHA}\\U0001F600'")).value()).isEqualTo("\u03b1\uD83D\uDE00");
  }

  @Test
  void columnsAreCodePoints() {
    BinOp b = (BinOp) expr("'\uD83D\uDE00' + x");
    assertThat(b.right().col()).isEqualTo(6);
  }

  @Test
  void fstringNestedSameQuotes() {
    JoinedStr j = (JoinedStr) expr("f\"{f\"{f\"{x}\"}\"}\"");
    FormattedValue outer = (FormattedValue) j.values().get(0);
    JoinedStr mid = (JoinedStr) outer.value();
    FormattedValue midField = (FormattedValue) mid.values().get(0);
    JoinedStr inner = (JoinedStr) midField.value();
    Name x = (Name) ((FormattedValue) inner.values().get(0)).value();
    assertThat(x.id()).isEqualTo("x");
    assertThat(x.col()).isEqualTo(9);
  }

  @Test
  void fstringBackslashInExpression() {
    JoinedStr j = (JoinedStr) expr("f\"{'\\n'.join(lines)}\"");
    Call c = (Call) ((FormattedValue) j.values().get(0)).value();
    Attribute a = (Attribute) c.func();
    assertThat(((Constant) a.value()).value()).isEqualTo("\n");
  }

  @Test
  void fstringDebugWithConversionAndSpec() {
    JoinedStr j = (JoinedStr) expr("f'{x = !s:>10}'");
    assertThat(j.values()).hasSize(2);
    assertThat(((Constant) j.values().get(0)).value()).isEqualTo("x = ");
    FormattedValue f = (FormattedValue) j.values().get(1);
    assertThat(f.conversion()).isEqualTo('s');
    assertThat(((Constant) f.formatSpec().values().get(0)).value()).isEqualTo(">10");
  }

  @Test
  void fstringMultilineTriple() {
    JoinedStr j = (JoinedStr) expr("f'''a\n{d[\"k\"]:>{w}}\n{x!r}'''");
    assertThat(j.values()).hasSize(4);
    Subscript s = (Subscript) ((FormattedValue) j.values().get(1)).value();
    assertThat(s.line()).isEqualTo(2);
    assertThat(s.col()).isEqualTo(1);
  }

  @Test
  void fstringErrors() {
    assertThat(error("f'{x'").msg()).isEqualTo("f-string: expecting '}'");
    assertThat(error("f'{x:'").msg()).isEqualTo("f-string: expecting '}'");
    assertThat(error("f'{'").msg()).isEqualTo("f-string: expecting '}'");
    assertThat(error("f'}'").msg()).isEqualTo("f-string: single '}' is not allowed");
    assertThat(error("f'{x!}'").msg()).startsWith("f-string: invalid conversion character");
    assertThat(error("f'{lambda x: 1}'").kind()).isEqualTo("SyntaxError");
    assertThat(error("f'abc\n'").msg()).isEqualTo("unterminated string literal (detected at line 1)");
    assertThat(error("f'''abc").msg()).isEqualTo("unterminated triple-quoted string literal (detected at line 1)");
    assertThat(error("f'{x\n}'").kind()).isEqualTo("SyntaxError");
  }

  @Test
  void stringConcatenationMixesFStringsAndPlain() {
    JoinedStr j = (JoinedStr) expr("'a' f'b{x}c' 'd'");
    assertThat(j.values()).hasSize(3);
    assertThat(((Constant) j.values().get(0)).value()).isEqualTo("ab");
    assertThat(((Constant) j.values().get(2)).value()).isEqualTo("cd");
    assertThat(error("f'{x}' b'y'").msg()).isEqualTo("cannot mix bytes and nonbytes literals");
  }

  @Test
  void softKeywordsStayIdentifiers() {
    Node.Module m = Parser.parseModule("match = case = _ = 1\nmatch(match)\ncase.x\n", "<cell>");
    assertThat(m.body()).hasSize(3);
    Node.Module m2 = Parser.parseModule("match x:\n    case {'a': [1, *_]} | None:\n        pass\n", "<cell>");
    assertThat(m2.body().get(0)).isInstanceOf(Match.class);
  }

  @Test
  void statementPositions() {
    Node.Module m = Parser.parseModule("@d\nasync def f():\n    pass\nclass C: pass\n", "<cell>");
    FunctionDef f = (FunctionDef) m.body().get(0);
    assertThat(f.isAsync()).isTrue();
    assertThat(List.of(f.line(), f.col())).containsExactly(2, 0);
    assertThat(m.body().get(1).line()).isEqualTo(4);
  }

  @Test
  void errorDetails() {
    SyntaxErrorException e = error("x = 1\ny = (2,\n");
    assertThat(e.msg()).isEqualTo("'(' was never closed");
    assertThat(e.line()).isEqualTo(2);
    assertThat(e.column()).isEqualTo(5);
    assertThat(e.sourceLine()).isEqualTo("y = (2,");
    assertThat(error("exec 'x'").msg()).isEqualTo("Missing parentheses in call to 'exec'. Did you mean exec(...)?");
    assertThat(error("if x:\n\tpass\n        pass\n").kind()).isIn("TabError", "IndentationError");
    assertThat(error("'\\xZZ'").msg()).contains("truncated \\xXX escape");
    assertThat(error("'\\N{NO SUCH NAME}'").msg()).contains("unknown Unicode character name");
    assertThat(error("def f(a, a): pass").msg()).isEqualTo("duplicate argument 'a' in function definition");
    assertThat(error("def f(**k, a): pass").msg()).isEqualTo("arguments cannot follow var-keyword argument");
    assertThat(error("except* E: pass").msg()).isEqualTo("invalid syntax");
    assertThat(error("x = $").msg()).isEqualTo("invalid syntax");
  }
}
