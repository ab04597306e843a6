/*
 * The compiler: scope analysis and its errors, and the shape of the bytecode it emits.
 */
package dev.krait.python.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.python.parser.Parser;
import dev.krait.python.parser.SyntaxErrorException;
import org.junit.jupiter.api.Test;

class CompilerTest {

  private static CodeObject compile(String src) {
    return Compiler.compileModule(Parser.parseModule(src, "<cell>"), "<cell>", src, true);
  }

  private static String dis(String src) {
    return Disassembler.disassemble(compile(src));
  }

  private static void assertError(String src, String message) {
    assertThatThrownBy(() -> compile(src)).isInstanceOf(SyntaxErrorException.class)
        .extracting(e -> ((SyntaxErrorException) e).msg()).isEqualTo(message);
  }

  @Test
  void sourceLinesSplitAsTheRegexWould() {
    for (String src : new String[] {"", "a", "a\n", "a\nb", "a\r\nb\rc\n\n", "\r", "\r\n", "\n\r", "x\r\r\ny"}) {
      assertThat(Compiler.splitLines(src)).as("%s", src.replace("\r", "\\r").replace("\n", "\\n"))
          .containsExactly(src.split("\r\n|\r|\n", -1));
    }
  }

  @Test
  void functionLocalsAreFastSlots() {
    String d = dis("def f(a):\n    b = a + 1\n    return b\n");
    assertThat(d).contains("LOAD_FAST").contains("STORE_FAST").contains("(b)").doesNotContain("STORE_NAME 1");
  }

  @Test
  void closuresUseCells() {
    CodeObject m = compile("def outer():\n    x = 1\n    def inner():\n        return x\n    return inner\n");
    CodeObject outer = ((CodeConstant) m.consts[0]).code();
    assertThat(outer.cellvars).containsExactly("x");
    CodeObject inner = null;
    for (var c : outer.consts) {
      if (c instanceof CodeConstant cc) {
        inner = cc.code();
      }
    }
    assertThat(inner.freevars).containsExactly("x");
    assertThat(inner.qualname).isEqualTo("outer.<locals>.inner");
  }

  @Test
  void classBodyNamesAreNotVisibleToMethods() {
    CodeObject m = compile("class C:\n    y = 1\n    def m(self):\n        return y\n");
    String d = Disassembler.disassemble(m);
    assertThat(d).contains("Disassembly of C.m:").contains("LOAD_GLOBAL");
  }

  @Test
  void superCreatesClassCell() {
    CodeObject m = compile("class C:\n    def m(self):\n        return super().m()\n");
    String d = Disassembler.disassemble(m);
    assertThat(d).contains("LOAD_CLOSURE").contains("__classcell__");
  }

  @Test
  void comprehensionIsItsOwnScopeAndWalrusBindsOutside() {
    CodeObject m = compile("def f(xs):\n    ys = [(last := x) for x in xs]\n    return last\n");
    CodeObject f = ((CodeConstant) m.consts[0]).code();
    assertThat(f.cellvars).contains("last");
  }

  @Test
  void scopeErrorsUseCPythonWording() {
    assertError("def f():\n    nonlocal x\n", "no binding for nonlocal 'x' found");
    assertError("def f():\n    print(x)\n    global x\n", "name 'x' is used prior to global declaration");
    assertError("def f():\n    x = 1\n    global x\n", "name 'x' is assigned to before global declaration");
    assertError("def f(x):\n    global x\n", "name 'x' is parameter and global");
    assertError("nonlocal x\n", "nonlocal declaration not allowed at module level");
    assertError("return 1\n", "'return' outside function");
    assertError("break\n", "'break' outside loop");
    assertError("continue\n", "'continue' not properly in loop");
    assertError("def f():\n    await g()\n", "'await' outside async function");
    assertError("class C:\n    await g()\n", "'await' outside function");
    assertError("[(yield x) for x in y]\n", "'yield' inside list comprehension");
    assertError("async def f():\n    yield 1\n    return 2\n", "'return' with value in async generator");
    assertError("class C:\n    [(y := 1) for x in z]\n",
        "assignment expression within a comprehension cannot be used in a class body");
  }

  @Test
  void topLevelAwaitIsAllowedInTheCell() {
    assertThat(dis("await f()\n")).contains("GET_AWAITABLE").contains("SEND");
  }

  @Test
  void exceptStarSplitsWithCheckEgMatchAndMergesWithPrepReraiseStar() {
    String d = dis("try:\n    f()\nexcept* ValueError as e:\n    g(e)\nexcept* TypeError:\n    pass\n");
    assertThat(d).contains("CHECK_EG_MATCH").contains("PREP_RERAISE_STAR").contains("LIST_APPEND")
        .doesNotContain("CHECK_EXC_MATCH");
    assertError("for x in y:\n    try:\n        pass\n    except* E:\n        break\n",
        "'break', 'continue' and 'return' cannot appear in an except* block");
  }

  @Test
  void tryFinallyUsesBlocks() {
    String d = dis("try:\n    x = 1\nfinally:\n    y = 2\n");
    assertThat(d).contains("SETUP_FINALLY").contains("POP_BLOCK").contains("PUSH_EXC_INFO")
        .contains("POP_EXCEPT_AND_RERAISE");
  }

  @Test
  void callsUseLoadMethodAndKeywordTables() {
    String d = dis("obj.m(1, k=2)\nf(*a, **kw)\n");
    assertThat(d).contains("LOAD_METHOD").contains("CALL_KW").contains("CALL_EX");
  }

  @Test
  void stackEffectsAreConsistentWithMaxStack() {
    CodeObject c = compile("x = [a + b * c for a in range(3) for b in range(2) if a]\nd = {k: v for k, v in x}\n");
    assertThat(c.maxStack).isGreaterThan(0).isLessThan(20);
  }

  @Test
  void matchCompilesToOrdinaryBytecode() {
    String d = dis("match p:\n    case [x, *rest]: pass\n    case {'k': v}: pass\n    case P(a, b=2) | None: pass\n");
    assertThat(d).contains("MATCH_SEQUENCE").contains("MATCH_MAPPING").contains("MATCH_CLASS");
  }
}
