/*
 * The opt-in last-expression value (CellLimits.lastExpressionValue): what Success.value() is for
 * cells ending in an expression, in something else, in exit(), and in values JSON cannot carry.
 * The repr strings are CPython 3.11's.
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.await;
import static dev.krait.runtime.TestSupport.context;
import static dev.krait.runtime.TestSupport.echo;
import static dev.krait.runtime.TestSupport.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class LastExpressionValueTest {
  private static final CodeExecutor ON = CodeExecutor.builder()
      .limits(CellLimits.builder().lastExpressionValue(true).build()).warmUp(false).build();

  static Stream<Arguments> cells() {
    return Stream.of(
        Arguments.of("1 + 1", "2"),
        Arguments.of("x = 5\nx * 2", "10"),
        Arguments.of("'hello'", "\"hello\""),
        Arguments.of("\"doc\"\nlen('abc')", "3"),
        Arguments.of("[1, {'a': None, 'b': [True, 2.5]}]", "[1,{\"a\":null,\"b\":[true,2.5]}]"),
        Arguments.of("await tools.echo(city='Oslo')", "{\"city\":\"Oslo\"}"),
        Arguments.of("import asyncio\nawait asyncio.gather(tools.echo(n=1), tools.echo(n=2))",
            "[{\"n\":1},{\"n\":2}]"),
        Arguments.of("2 ** 64 - 1", "18446744073709551615"),
        // values JSON cannot carry: their repr
        Arguments.of("{1, 2}", "\"{1, 2}\""),
        Arguments.of("b'ab'", "\"b'ab'\""),
        Arguments.of("2 ** 64", "\"18446744073709551616\""),
        Arguments.of("float('nan')", "\"nan\""),
        Arguments.of("{1: 'a'}", "\"{1: 'a'}\""),
        Arguments.of("(1, 'a')", "[1,\"a\"]"),
        Arguments.of("class P:\n    def __repr__(self):\n        return 'P()'\nP()", "\"P()\""),
        Arguments.of("class Bad:\n    def __repr__(self):\n        raise ValueError('no')\nBad()", "\"<Bad object>\""),
        // no value
        Arguments.of("None", "null"),
        Arguments.of("x = 1", "null"),
        Arguments.of("print('shown')", "null"),
        Arguments.of("if True:\n    5", "null"),
        Arguments.of("5\nexit()", "null"),
        Arguments.of("", "null"));
  }

  @ParameterizedTest
  @MethodSource("cells")
  void theValueIsTheLastExpressionStatements(String source, String expected) {
    CellOutcome outcome = await(ON.executeModule(source, echo(), Cancellation.create(), context()));
    assertThat(outcome).isInstanceOf(CellResult.Success.class);
    JsonNode value = ((CellResult.Success) outcome).value();
    assertThat(value).isEqualTo(json(expected));
  }

  @Test
  void offByDefault() {
    CodeExecutor off = CodeExecutor.builder().warmUp(false).build();
    CellOutcome outcome = await(off.executeModule("1 + 1", echo(), Cancellation.create(), context()));
    assertThat(((CellResult.Success) outcome).value().isNull()).isTrue();
    assertThat(CellLimits.defaults().lastExpressionValue()).isFalse();
  }

  @Test
  void aFailingLastExpressionIsAFailure() {
    CellOutcome outcome = await(ON.executeModule("x = 1\n1 / 0", echo(), Cancellation.create(), context()));
    assertThat(((CellResult.Failure) outcome).diagnostic().message()).isEqualTo("ZeroDivisionError: division by zero");
  }

  @Test
  void theDescriptionSaysSoOnlyWhenOn() {
    assertThat(CodeMode.describe(echo(), ON.limits()).description()).contains("last expression");
    assertThat(CodeMode.describe(echo(), CellLimits.defaults()).description()).doesNotContain("last expression");
  }
}
