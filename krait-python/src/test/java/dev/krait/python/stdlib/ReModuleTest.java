/*
 * re: CPython 3.11 results for Krait's own regex engine (dev.krait.python.regex; expected strings were
 * produced by python3), error messages of bad patterns, Match/Pattern objects, and the CPU
 * budget stopping catastrophic backtracking.
 */
package dev.krait.python.stdlib;

import static dev.krait.python.stdlib.StdlibTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import dev.krait.python.vm.LimitExceededError;
import dev.krait.python.vm.ResourceMeter;
import org.junit.jupiter.api.Test;

class ReModuleTest {
  private final PyModule re = ReModule.create();

  private void check(String expected, String function, String... args) {
    Object[] pyArgs = new Object[args.length];
    for (int j = 0; j < args.length; j++) {
      pyArgs[j] = s(args[j]);
    }
    assertThat(repr(fn(re, function, pyArgs))).as(function + " " + String.join(" | ", args)).isEqualTo(expected);
  }

  private String compileError(String pattern) {
    return error(() -> fn(re, "compile", s(pattern)));
  }

  @Test
  void functionsAgreeWithCPython() {
    check("['1', '22', '333']", "findall", "\\d+", "a1b22c333");
    check("[('a', '1'), ('b', '')]", "findall", "(\\w)(\\d)?", "a1b");
    check("[('a', '1'), ('b', '2')]", "findall", "(?P<k>\\w+)=(?P<v>\\w+)", "a=1, b=2");
    check("['h', 'b', 'w']", "findall", "\\b\\w", "hello big world");
    check("['ab', 'cd']", "findall", "[^\\W\\d_]+", "ab_12cd");
    check("['Hello', 'HELLO', 'hello']", "findall", "(?i)hello", "Hello HELLO hello");
    check("['one']", "findall", "^\\w+", "one\ntwo\nthree");
    check("['one', 'two', 'three']", "findall", "(?m)^\\w+$", "one\ntwo\nthree");
    check("['', '']", "findall", "(?m)^", "a\n");
    check("['abc']", "findall", "a.c", "abc a\nc");
    check("['abc', 'a\\nc']", "findall", "(?s)a.c", "abc a\nc");
    check("['', 'xx', '', '']", "findall", "x*", "axxb");
    check("['', 'a', '']", "findall", "\\b|a", "a");
    check("['', 'a', '', 'a', '']", "findall", "a*?", "aa");
    check("['[', ']']", "findall", "[\\[\\]]", "[a]");
    check("['a', '&', 'b']", "findall", "[a-c&&b]", "a&b");
    check("['naïve', 'café', 'x']", "findall", "\\w+", "naïve café 😀x");
    check("['na', 've', 'caf']", "findall", "(?a)\\w+", "naïve café");
    check("['aa', 'bbc', 'd{']", "findall", "a{2}|b{,2}c|d{", "aaa bbbc d{");
    check("['12', '3']", "findall", "(?x) \\d+ # digits\\n [ ]", "12 3");
    check("['12']", "findall", "(?<=\\$)\\d+(?!\\d|%)", "$12 $3% 4");
    check("['a', 'b']", "findall", "(\\w)\\1", "aabbcd");
    check("['x']", "findall", "(?P<c>\\w)(?P=c)", "xxyz");
    check("['ABA\\t']", "findall", "\\x41\\u0042\\101\\t", "AB A\t ABA\t");
    check("['', '']", "findall", "$", "a\n");
    check("['a']", "findall", "a\\Z", "a\n a");
    check("'x at joe [joe@x] x\\n, y at ann [ann@y] y\\n'", "sub", "(\\w+)@(\\w+)", "\\2 at \\1 [\\g<0>] \\g<2>\\n", "joe@x, ann@y");
    check("'-a-b--d-'", "sub", "x*", "-", "abxd");
    check("'<hi> <there>'", "sub", "(?P<word>\\w+)", "<\\g<word>>", "hi there");
    check("'[a][]'", "sub", "(a)|b", "[\\1]", "ab");
    check("('a b c', 2)", "subn", "\\s+", " ", "a  b \t c");
    check("['a', 'b', 'c', 'd']", "split", "\\s*,\\s*", "a , b,c ,d");
    check("['a', ',', 'b', ',', 'c']", "split", "(,)\\s*", "a, b,c");
    check("['', 'a', '', 'b', '']", "split", "x*", "axb");
    check("['', 'a', ' ', 'b', '']", "split", "\\b", "a b");
    check("['1', '-', None, '2', None, '+', '3']", "split", "(-)|(\\+)", "1-2+3");
    check("'a\\\\.b\\\\ c\\\\-d_e\\\\\\n!@\\\\#\\\\$%\\\\^\\\\&\\\\*\\\\(\\\\)é'", "escape", "a.b c-d_e\n!@#$%^&*()é");
  }

  @Test
  void matchObjects() {
    PyObject m = fn(re, "search", s("(?P<w>\\w+) (\\d+)(x)?"), s("say hi 42 now"));
    assertThat(repr(m)).isEqualTo("<re.Match object; span=(4, 9), match='hi 42'>");
    assertThat(repr(meth(m, "groups"))).isEqualTo("('hi', '42', None)");
    assertThat(repr(meth(m, "groups", s("-")))).isEqualTo("('hi', '42', '-')");
    assertThat(repr(meth(m, "groupdict"))).isEqualTo("{'w': 'hi'}");
    assertThat(repr(Ops.getattr(m, "lastindex"))).isEqualTo("2");
    assertThat(repr(Ops.getattr(m, "lastgroup"))).isEqualTo("None");
    assertThat(repr(meth(m, "span", i(2)))).isEqualTo("(7, 9)");
    assertThat(repr(meth(m, "start", s("w")))).isEqualTo("4");
    assertThat(repr(meth(m, "end"))).isEqualTo("9");
    assertThat(repr(Ops.getitem(m, i(1)))).isEqualTo("'hi'");
    assertThat(repr(meth(m, "group", i(1), i(2)))).isEqualTo("('hi', '42')");
    assertThat(repr(Ops.getattr(m, "regs"))).isEqualTo("((4, 9), (4, 6), (7, 9), (-1, -1))");
    assertThat(repr(meth(m, "expand", s("\\2:\\g<w>")))).isEqualTo("'42:hi'");
    assertThat(repr(Ops.getattr(m, "endpos"))).isEqualTo("13");
    assertThat(error(() -> meth(m, "group", i(7)))).isEqualTo("IndexError: no such group");
    PyObject nested = fn(re, "match", s("((a)(b?))"), s("a"));
    assertThat(repr(Ops.getattr(nested, "lastindex"))).isEqualTo("1");
    PyObject seq = fn(re, "match", s("(a)(b?)"), s("a"));
    assertThat(repr(Ops.getattr(seq, "lastindex"))).isEqualTo("2");
  }

  @Test
  void patternObjects() {
    PyObject flags = Ops.binary(Ops.getattr(re, "I"), Ops.getattr(re, "M"), Ops.Binary.OR);
    PyObject p = fn(re, "compile", s("(?P<a>a)(b)"), flags);
    assertThat(repr(p)).isEqualTo("re.compile('(?P<a>a)(b)', re.IGNORECASE|re.MULTILINE)");
    assertThat(repr(Ops.getattr(p, "flags"))).isEqualTo("42");
    assertThat(repr(Ops.getattr(p, "groups"))).isEqualTo("2");
    assertThat(repr(Ops.getattr(p, "groupindex"))).isEqualTo("mappingproxy({'a': 1})");
    assertThat(repr(fn(re, "compile", s("x")))).isEqualTo("re.compile('x')");
    assertThat(repr(Ops.getattr(fn(re, "compile", s("x")), "flags"))).isEqualTo("32");
    assertThat(repr(meth(fn(re, "compile", s("o")), "search", s("foo"), i(2))))
        .isEqualTo("<re.Match object; span=(2, 3), match='o'>");
    assertThat(repr(meth(fn(re, "compile", s("^o")), "search", s("foo"), i(1)))).isEqualTo("None");
    assertThat(repr(meth(fn(re, "compile", s("o$")), "search", s("foo"), i(0), i(2))))
        .isEqualTo("<re.Match object; span=(1, 2), match='o'>");
    assertThat(repr(fn(re, "match", s("a"), s("ba")))).isEqualTo("None");
    assertThat(repr(fn(re, "fullmatch", s("a|ab"), s("ab")))).isEqualTo("<re.Match object; span=(0, 2), match='ab'>");
    assertThat(repr(fn(re, "search", s("😀(.)"), s("x😀yz"))))
        .isEqualTo("<re.Match object; span=(1, 3), match='😀y'>");
  }

  @Test
  void subWithFunctionAndCount() {
    PyObject doubler = Support.fn("f", (a, k) -> {
      long v = Long.parseLong(str(meth(a[0], "group")));
      return s(Long.toString(v * 2));
    });
    assertThat(repr(fn(re, "sub", s("\\d"), doubler, s("a1b2c3")))).isEqualTo("'a2b4c6'");
    assertThat(repr(fn(re, "sub", s("a"), s("b"), s("aaa"), "count=", i(2)))).isEqualTo("'bba'");
    PyObject it = fn(re, "finditer", s("\\d"), s("a1b2"));
    StringBuilder spans = new StringBuilder();
    for (PyObject m = Ops.next(it); m != null; m = Ops.next(it)) {
      spans.append(repr(meth(m, "span")));
    }
    assertThat(spans.toString()).isEqualTo("(1, 2)(3, 4)");
  }

  @Test
  void badPatternsRaiseReErrorWithCPythonMessages() {
    assertThat(compileError("(a")).isEqualTo("error: missing ), unterminated subpattern at position 0");
    assertThat(compileError("a)")).isEqualTo("error: unbalanced parenthesis at position 1");
    assertThat(compileError("*a")).isEqualTo("error: nothing to repeat at position 0");
    assertThat(compileError("a**")).isEqualTo("error: multiple repeat at position 2");
    assertThat(compileError("[abc")).isEqualTo("error: unterminated character set at position 0");
    assertThat(compileError("\\q")).isEqualTo("error: bad escape \\q at position 0");
    assertThat(compileError("(?P=x)")).isEqualTo("error: unknown group name 'x' at position 4");
    assertThat(compileError("(a)\\2")).isEqualTo("error: invalid group reference 2 at position 4");
    assertThat(compileError("[z-a]")).isEqualTo("error: bad character range z-a at position 1");
    assertThat(compileError("a(?i)b"))
        .isEqualTo("error: global flags not at the start of the expression at position 1");
    assertThat(compileError("(?P<a>x)(?P<a>y)"))
        .isEqualTo("error: redefinition of group name 'a' as group 2; was group 1 at position 12");
    assertThat(compileError("a{2,1}")).isEqualTo("error: min repeat greater than max repeat at position 2");
    assertThat(compileError("(a\\1)")).isEqualTo("error: cannot refer to an open group at position 2");
    assertThat(compileError("\\x1")).isEqualTo("error: incomplete escape \\x1 at position 0");
    assertThat(error(() -> fn(re, "sub", s("a"), s("\\q"), s("a")))).isEqualTo("error: bad escape \\q at position 0");
    assertThat(error(() -> fn(re, "sub", s("(a)"), s("\\2"), s("a"))))
        .isEqualTo("error: invalid group reference 2 at position 1");
    assertThat(error(() -> fn(re, "search", s("a"), i(1))))
        .isEqualTo("TypeError: expected string or bytes-like object, got 'int'");
  }

  @Test
  void longSubjectsThatOverflowJavaRecursionStillMatch() {
    String subject = "\"" + "a".repeat(200_000) + "\"";
    PyObject found = fn(re, "findall", s("\"(?:[^\"\\\\]|\\\\.)*\""), s(subject));
    assertThat(Ops.len(Ops.getitem(found, i(0)))).isEqualTo(200_002);
    PyObject groups = fn(re, "match", s("(a|b)*"), s("ab".repeat(50_000)));
    assertThat(repr(meth(groups, "span"))).isEqualTo("(0, 100000)");
  }

  @Test
  void regexFlagsReprLikeCPython() {
    PyObject flags = Ops.binary(Ops.getattr(re, "I"), Ops.getattr(re, "M"), Ops.Binary.OR);
    assertThat(repr(flags)).isEqualTo("re.IGNORECASE|re.MULTILINE");
    assertThat(repr(Ops.getattr(re, "ASCII"))).isEqualTo("re.ASCII");
    assertThat(Ops.eq(flags, i(10))).isTrue();
  }

  @Test
  void bytesPatterns() {
    PyObject b = Ops.getattr(s("a1b22"), "encode").call(new PyObject[0], null);
    PyObject pat = Ops.getattr(s("\\d+"), "encode").call(new PyObject[0], null);
    assertThat(repr(fn(re, "findall", pat, b))).isEqualTo("[b'1', b'22']");
    assertThat(error(() -> fn(re, "search", pat, s("a1"))))
        .isEqualTo("TypeError: cannot use a bytes pattern on a string-like object");
  }

  @Test
  void catastrophicBacktrackingIsStoppedByTheCpuBudget() {
    ResourceMeter meter = new ResourceMeter(200_000_000L, Long.MAX_VALUE, 1000);
    ResourceMeter previous = meter.enter();
    try {
      assertThatThrownBy(() -> fn(re, "match", s("((a+)+)\\2?b"), s("a".repeat(40))))
          .isInstanceOf(LimitExceededError.class);
    } finally {
      meter.exit(previous);
    }
  }

  @Test
  void cancellationStopsMatching() {
    ResourceMeter meter = new ResourceMeter(Long.MAX_VALUE, Long.MAX_VALUE, 1000);
    ResourceMeter previous = meter.enter();
    try {
      meter.cancel();
      assertThatThrownBy(() -> fn(re, "search", s("(a*)*\\1b"), s("a".repeat(40))))
          .isInstanceOf(dev.krait.python.vm.CancelledSignal.class);
    } finally {
      meter.exit(previous);
    }
  }
}
