/*
 * The run-time errors for what the check can only warn about: a tool call's pending result used
 * as the result (CPython's TypeError for a coroutine, with the note "did you forget `await`?"),
 * and a misspelt tool attribute (AttributeError naming the close tools).
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.await;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ForgottenAwaitTest {
  private static CellOutcome run(String cell, CellContext context) {
    return await(CodeExecutor.create(CellLimits.defaults()).executeModule(cell, TestSupport.echo(),
        Cancellation.create(), context));
  }

  @Test
  void using_a_pending_tool_call_as_its_result_says_did_you_forget_await() {
    CellContext context = TestSupport.context();
    CellOutcome outcome = run("""
        def attempt(f):
            try:
                f()
            except (TypeError, AttributeError) as e:
                text(f"{type(e).__name__}: {e} | {e.__notes__}")
        attempt(lambda: tools.echo({"a": 1})["a"])
        attempt(lambda: [x for x in tools.echo({})])
        attempt(lambda: len(tools.echo({})))
        attempt(lambda: "a" in tools.echo({}))
        attempt(lambda: tools.echo({}).get("a"))
        r = await tools.echo({"a": 2})
        text(r["a"])
        """, context);
    assertThat(outcome).isInstanceOf(CellResult.Success.class);
    assertThat(TestSupport.texts(context)).containsExactly(
        "TypeError: 'coroutine' object is not subscriptable | ['did you forget `await`?']",
        "TypeError: 'coroutine' object is not iterable | ['did you forget `await`?']",
        "TypeError: object of type 'coroutine' has no len() | ['did you forget `await`?']",
        "TypeError: argument of type 'coroutine' is not iterable | ['did you forget `await`?']",
        "AttributeError: 'coroutine' object has no attribute 'get' | ['did you forget `await`?']",
        "2");
  }

  @Test
  void an_uncaught_one_shows_the_hint_under_the_traceback() {
    CellContext context = TestSupport.context();
    CellDiagnostic d = TestSupport.failure(run("r = tools.echo({'a': 1})\nprint(r['a'])\n", context));
    assertThat(d.message()).isEqualTo("TypeError: 'coroutine' object is not subscriptable");
    assertThat(d.traceback().orElseThrow()).endsWith(
        "TypeError: 'coroutine' object is not subscriptable\ndid you forget `await`?\n");
    assertThat(context.takeWarnings()).extracting(CheckReport.Diagnostic::message).containsExactly(
        "'r' (line 1) holds the pending call of tools.echo(...), not its result, and is subscripted: "
            + "did you forget `await`?");
  }

  @Test
  void an_unknown_tool_attribute_names_the_close_tools() {
    CellContext context = TestSupport.context();
    CellOutcome outcome = run("""
        try:
            tools.ecko
        except AttributeError as e:
            text(str(e))
        name = "wiat"
        try:
            getattr(tools, name)
        except AttributeError as e:
            text(str(e))
        """, context);
    assertThat(outcome).isInstanceOf(CellResult.Success.class);
    assertThat(TestSupport.texts(context)).isEqualTo(List.of(
        "'tools' object has no attribute 'ecko'. Did you mean: 'echo'?",
        "'tools' object has no attribute 'wiat'. Did you mean: 'wait'?"));
  }
}
