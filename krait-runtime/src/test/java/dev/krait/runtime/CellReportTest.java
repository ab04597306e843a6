/*
 * CellReport: the text a model reads back from a code-mode tool call, built from a real cell run.
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.echo;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellReportTest {
  private static final CodeExecutor EXECUTOR = CodeExecutor.builder().warmUp(false).build();

  private static CellReport run(String source, CellStore store) {
    return CellReport.run(EXECUTOR, source, echo(), store, Cancellation.create()).join();
  }

  @Test
  void printsAndOutputsKeepTheirOrder() {
    CellReport r = run("""
        print("one")
        text({"n": 2})
        print("three", end="")
        text("four")
        image({"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"})
        """, CellStore.inMemory());
    assertThat(r.isError()).isFalse();
    assertThat(r.text()).isEqualTo("one\n{\"n\":2}\nthree\nfour\n[image: image/png, 12 base64 chars]");
    assertThat(r.printed()).isEqualTo("one\nthree");
    assertThat(r.outputs()).hasSize(3);
  }

  @Test
  void successWithoutOutputSaysSo() {
    assertThat(run("x = 1", CellStore.inMemory()).text()).isEqualTo(CellReport.NO_OUTPUT);
  }

  @Test
  void failuresEndWithTheirKindMessageAndTraceback() {
    CellReport r = run("print('before')\nraise ValueError('bad')", CellStore.inMemory());
    assertThat(r.isError()).isTrue();
    assertThat(r.text()).startsWith("before\nExecutionError: ValueError: bad\n\nTraceback (most recent call last):")
        .endsWith("ValueError: bad");
    assertThat(run("def (", CellStore.inMemory()).text()).startsWith("ParseError: SyntaxError:");
    assertThat(run("await tools.nope()", CellStore.inMemory()).text()).startsWith("CheckError:");
  }

  @Test
  void writesAreCommittedOnlyWhenTheCellSucceeds() {
    CellStore store = CellStore.inMemory();
    run("store('a', 1)", store);
    run("store('b', 2)\n1 / 0", store);
    assertThat(store.load("a")).isPresent();
    assertThat(store.load("b")).isEmpty();
  }

  @Test
  void aFailedCommitIsAnError() {
    CellStore broken = new CellStore() {
      @Override
      public java.util.Optional<tools.jackson.databind.JsonNode> load(String key) {
        return java.util.Optional.empty();
      }

      @Override
      public void commit(java.util.Map<String, tools.jackson.databind.JsonNode> writes) {
        throw new IllegalStateException("disk full");
      }
    };
    CellReport r = run("store('a', 1)\nprint('ok')", broken);
    assertThat(r.isError()).isTrue();
    assertThat(r.text()).isEqualTo("ok\nPersistenceError: store(...) writes were not saved: disk full");
  }

  @Test
  void warningsNotificationsAndTheListener() {
    List<String> seen = new ArrayList<>();
    CellListener listener = new CellListener() {
      @Override
      public void onNotification(String message) {
        seen.add(message);
      }
    };
    CellReport r = CellReport.run(EXECUTOR, "import numpy_not_here_at_all\n", echo(), CellStore.inMemory(),
        Cancellation.create(), listener).join();
    assertThat(r.text()).contains("Check warnings (the cell ran):");
    CellReport n = CellReport.run(EXECUTOR, "notify('half way')\ntext('done')", echo(), CellStore.inMemory(),
        Cancellation.create(), listener).join();
    assertThat(n.notifications()).containsExactly("half way");
    assertThat(seen).containsExactly("half way");
    assertThat(n.text()).isEqualTo("done");
  }

  @Test
  void theLastValueIsReportedWhenAskedFor() {
    CodeExecutor withValue = CodeExecutor.builder()
        .limits(CellLimits.builder().lastExpressionValue(true).build()).warmUp(false).build();
    CellReport r = CellReport.run(withValue, "print('hi')\n{'a': [1, 2]}", echo(), CellStore.inMemory(),
        Cancellation.create()).join();
    assertThat(r.text()).isEqualTo("hi\nValue: {\"a\":[1,2]}");
  }
}
