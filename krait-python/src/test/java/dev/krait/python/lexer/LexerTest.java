/*
 * Token-level tests of the lexer: operators, INDENT/DEDENT, line joining and f-string modes.
 */
package dev.krait.python.lexer;

import static org.assertj.core.api.Assertions.assertThat;
import static dev.krait.python.lexer.TokenType.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LexerTest {
  private static List<TokenType> types(String src) {
    Tokens t = Lexer.tokenize(src);
    List<TokenType> out = new ArrayList<>();
    for (int i = 0; i < t.count; i++) {
      out.add(t.type[i]);
    }
    return out;
  }

  @Test
  void operatorsLongestMatch() {
    assertThat(types("a **= b //= c @= d := e -> f ... != <<= >>= **"))
        .containsExactly(NAME, DOUBLESTAREQUAL, NAME, DOUBLESLASHEQUAL, NAME, ATEQUAL, NAME, COLONEQUAL, NAME, RARROW,
            NAME, ELLIPSIS, NOTEQUAL, LEFTSHIFTEQUAL, RIGHTSHIFTEQUAL, DOUBLESTAR, NEWLINE, ENDMARKER);
  }

  @Test
  void indentation() {
    assertThat(types("if x:\n    y\n\n    # c\n    z\nw\n"))
        .containsExactly(IF, NAME, COLON, NEWLINE, INDENT, NAME, NEWLINE, NAME, NEWLINE, DEDENT, NAME, NEWLINE,
            ENDMARKER);
    assertThat(types("if x:\n  if y:\n    z")).endsWith(NAME, NEWLINE, DEDENT, DEDENT, ENDMARKER);
  }

  @Test
  void implicitAndExplicitLineJoining() {
    assertThat(types("x = (1,\n  2)\n")).doesNotContain(INDENT).containsOnlyOnce(NEWLINE);
    assertThat(types("x = 1 + \\\n  2\n")).doesNotContain(INDENT).containsOnlyOnce(NEWLINE);
  }

  @Test
  void softKeywordsAreNames() {
    assertThat(types("match case _")).startsWith(NAME, NAME, NAME);
  }

  @Test
  void fstringTokens() {
    assertThat(types("f'a{x!r:>{w}}b'"))
        .containsExactly(FSTRING_START, FSTRING_MIDDLE, LBRACE, NAME, EXCLAMATION, NAME, COLON, FSTRING_MIDDLE, LBRACE,
            NAME, RBRACE, RBRACE, FSTRING_MIDDLE, FSTRING_END, NEWLINE, ENDMARKER);
    assertThat(types("f'{a != b}{x:=5}'")).contains(NOTEQUAL).doesNotContain(COLONEQUAL);
    assertThat(types("f'{d[\"k\"]}'")).contains(STRING);
  }

  @Test
  void numbersFollowedByKeywords() {
    assertThat(types("1if x else 2")).startsWith(NUMBER, IF, NAME, ELSE, NUMBER);
  }

  @Test
  void crlfNormalised() {
    Tokens t = Lexer.tokenize("x = 1\r\ny = 2\r");
    assertThat(t.line[t.count - 2]).isEqualTo(2);
    assertThat(types("x = 1\r\ny = 2\r")).containsExactly(NAME, EQUAL, NUMBER, NEWLINE, NAME, EQUAL, NUMBER, NEWLINE,
        ENDMARKER);
  }
}
