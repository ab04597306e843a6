/*
 * Hostile input: deep nesting, huge inputs and garbage must end in a SyntaxErrorException (or a
 * quick parse), never a StackOverflowError or any other exception, even on a small thread stack.
 */
package dev.krait.python.parser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class HostileInputTest {
  /** Runs the parse on a thread with a 512 KiB stack and returns what it threw (or null). */
  private static Throwable parseOnSmallStack(String src) throws InterruptedException {
    return parseWithStack(src, 512);
  }

  private static Throwable parseWithStack(String src, int kib) throws InterruptedException {
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread t = new Thread(null, () -> {
      try {
        Parser.parseModule(src, "<cell>");
      } catch (Throwable e) {
        thrown.set(e);
      }
    }, "parse", kib * 1024L);
    t.start();
    t.join(20_000);
    assertThat(t.isAlive()).as("parse finished").isFalse();
    return thrown.get();
  }

  private static void assertSyntaxErrorOrOk(String src) throws InterruptedException {
    Throwable e = parseOnSmallStack(src);
    if (e != null) {
      assertThat(e).isInstanceOf(SyntaxErrorException.class);
    }
  }

  private static SyntaxErrorException assertSyntaxError(String src) throws InterruptedException {
    Throwable e = parseOnSmallStack(src);
    assertThat(e).isInstanceOf(SyntaxErrorException.class);
    return (SyntaxErrorException) e;
  }

  @Test
  void hundredThousandOpenParens() throws Exception {
    SyntaxErrorException e = assertSyntaxError("(".repeat(100_000));
    assertThat(e.msg()).isEqualTo("too many nested parentheses");
    assertThat(e.column()).isEqualTo(201);
  }

  @Test
  void twoHundredParensAreFine() throws Exception {
    // CPython's limit; about 2.7 KiB of Java stack per level, so this needs more than 512 KiB
    assertThat(parseWithStack("x = " + "(".repeat(200) + "1" + ")".repeat(200), 1024)).isNull();
    assertThat(parseWithStack("x = " + "[".repeat(200) + "]".repeat(200), 1024)).isNull();
    assertThat(parseOnSmallStack("x = " + "(".repeat(100) + "1" + ")".repeat(100))).isNull();
    // on a smaller stack than the bound assumes, the result is a SyntaxError, never a StackOverflowError
    assertSyntaxErrorOrOk("x = " + "(".repeat(200) + "1" + ")".repeat(200));
    Throwable e = parseWithStack("x = " + "(".repeat(200) + "1" + ")".repeat(200), 160);
    assertThat(e == null || e instanceof SyntaxErrorException).isTrue();
  }

  @Test
  void deepMixedBrackets() throws Exception {
    assertSyntaxError("x = " + "[{(".repeat(70) + ")}]".repeat(70));
    assertThat(parseWithStack("f" + "(g".repeat(199) + ")".repeat(199), 1024)).isNull();
  }

  @Test
  void fiftyThousandUnaryMinuses() throws Exception {
    assertSyntaxErrorOrOk("x = " + "-".repeat(50_000) + "1");
    assertSyntaxErrorOrOk("x = " + "not ".repeat(50_000) + "1");
    assertSyntaxErrorOrOk("x = " + "~-+".repeat(20_000) + "1");
  }

  @Test
  void longChains() throws Exception {
    assertSyntaxErrorOrOk("x = " + "1+".repeat(20_000) + "1");
    assertSyntaxErrorOrOk("x = a" + ".b".repeat(100_000));
    assertSyntaxErrorOrOk("x = f" + "()".repeat(100_000));
    assertSyntaxErrorOrOk("x = 2" + "**2".repeat(100_000));
    assertSyntaxErrorOrOk("x = 1" + " if 1 else 1".repeat(100_000));
    assertSyntaxErrorOrOk("x = " + "lambda: ".repeat(100_000) + "1");
    assertSyntaxErrorOrOk("x = " + "await ".repeat(100_000) + "1");
    assertSyntaxErrorOrOk("x = 1" + " < 1".repeat(100_000));
    assertSyntaxErrorOrOk("x = 1" + " or 1".repeat(100_000));
  }

  @Test
  void deepBlocks() throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 150; i++) {
      sb.append(" ".repeat(i)).append("if x:\n");
    }
    sb.append(" ".repeat(150)).append("pass\n");
    SyntaxErrorException e = assertSyntaxError(sb.toString());
    assertThat(e.kind()).isEqualTo("IndentationError");
    assertThat(e.msg()).isEqualTo("too many levels of indentation");
    assertSyntaxErrorOrOk("if x: " .repeat(10_000) + "pass");
    assertSyntaxErrorOrOk("if x:\n pass\n" + "elif y:\n pass\n".repeat(50_000));
  }

  @Test
  void deepFStrings() throws Exception {
    assertSyntaxErrorOrOk("x = " + "f'{".repeat(300) + "1" + "}'".repeat(300));
    assertSyntaxErrorOrOk("x = f'{x:" + "{y:".repeat(300) + "}".repeat(301) + "'");
  }

  @Test
  void deepPatterns() throws Exception {
    assertSyntaxErrorOrOk("match x:\n case " + "[".repeat(199) + "]".repeat(199) + ": pass\n");
    assertSyntaxErrorOrOk("match x:\n case " + "(".repeat(1000) + ": pass\n");
  }

  @Test
  void tenMegabyteLine() throws Exception {
    String big = "x = '" + "a".repeat(10_000_000) + "'";
    long start = System.nanoTime();
    assertThat(parseOnSmallStack(big)).isNull();
    assertThat(System.nanoTime() - start).isLessThan(10_000_000_000L);
    assertSyntaxErrorOrOk("x = " + "1,".repeat(300_000));
    assertSyntaxError("x = " + "a ".repeat(300_000));
  }

  @Test
  void randomGarbageNeverCrashes() throws Exception {
    Random r = new Random(42);
    String alphabet = "()[]{}:;,.'\"\\\n\t #=+-*/%@&|^~<>!fbrx019_ejJ\u00e9\u20ac";
    String[] words = {"if ", "else", "def ", "lambda", "match ", "case ", "for ", " in ", "async ", "await ",
        "yield ", "f'", "'''", "from ", "import ", "with ", "try:", "except", "class ", "**", ":=", "...", "not "};
    for (int i = 0; i < 3000; i++) {
      StringBuilder sb = new StringBuilder();
      int len = r.nextInt(60);
      for (int k = 0; k < len; k++) {
        if (r.nextInt(4) == 0) {
          sb.append(words[r.nextInt(words.length)]);
        } else {
          sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
      }
      String src = sb.toString();
      Throwable e = catchThrowable(() -> Parser.parseModule(src, "<cell>"));
      if (e != null && !(e instanceof SyntaxErrorException)) {
        throw new AssertionError("input " + src.replace("\n", "\\n") + " threw " + e, e);
      }
      Throwable e2 = catchThrowable(() -> Parser.parseExpression(src, "<cell>"));
      if (e2 != null && !(e2 instanceof SyntaxErrorException)) {
        throw new AssertionError("eval input " + src.replace("\n", "\\n") + " threw " + e2, e2);
      }
    }
  }
}
