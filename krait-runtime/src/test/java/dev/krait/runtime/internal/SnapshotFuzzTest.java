/*
 * Fuzz targets: the snapshot decoder. Snapshots come back from outside (files, databases), so
 * every input must end in a decoded state or a SnapshotException: no other Java exception, no
 * hang, no large allocation. decodeRaw feeds bytes as they are (the MAC refuses nearly all);
 * decodeAuthenticated seals the input as a body with the right key first, so the body decoder
 * itself is fuzzed, as if the key had leaked or the writer had a bug. Regression corpus:
 * src/test/resources/dev/krait/runtime/internal/SnapshotFuzzTestInputs/ (replayed by the normal
 * test run). Fuzz for real:
 *   JAZZER_FUZZ=1 ./mvnw -pl krait-runtime -am test -Dtest=SnapshotFuzzTest -Dsurefire.failIfNoSpecifiedTests=false
 */
package dev.krait.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.krait.runtime.SnapshotException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapshotFuzzTest {
  private static final byte[] KEY = "snapshot-fuzz-key-0123456789abcdef".getBytes(StandardCharsets.UTF_8);

  @FuzzTest(maxDuration = "2m")
  void decodeRaw(byte[] input) {
    decode(input);
  }

  @FuzzTest(maxDuration = "2m")
  void decodeAuthenticated(byte[] input) {
    SnapshotCodec.State state = decode(SnapshotCodec.seal(input, KEY));
    if (state != null) {
      // what decodes, re-encodes: the decoder yields only states the writer can write
      try {
        assertThat(SnapshotCodec.decode(SnapshotCodec.encode(state, KEY), KEY).events())
            .hasSameSizeAs(state.events());
      } catch (SnapshotCodec.Unsnapshottable | SnapshotException e) {
        throw new AssertionError("a decoded state does not round-trip: " + e.getMessage(), e);
      }
    }
  }

  private static SnapshotCodec.State decode(byte[] bytes) {
    try {
      return SnapshotCodec.decode(bytes, KEY);
    } catch (SnapshotException e) {
      assertThat(e.getMessage()).isNotBlank();
      return null;
    }
  }

  @Test
  void aSealedBodyOfEveryEventKindDecodes() throws Exception {
    var json = tools.jackson.databind.json.JsonMapper.shared().readTree(
        "{\"a\":[1,-2,18446744073709551615,1.5,\"x\",true,false,null,{}]}");
    List<ReplayEvent> events = List.of(new ReplayEvent.Resumed(),
        new ReplayEvent.Called(1, "t", json, true),
        new ReplayEvent.ToolSettled(1, new dev.krait.runtime.ToolCall.Returned(json)),
        new ReplayEvent.ToolSettled(2, new dev.krait.runtime.ToolCall.Errored(
            new dev.krait.runtime.ToolError.Persistence("p"))),
        new ReplayEvent.ReplySettled(3, null, null), new ReplayEvent.ReplySettled(4, "ToolError", "no"),
        new ReplayEvent.Loaded(null), new ReplayEvent.Loaded(json),
        new ReplayEvent.Ticked(-5), new ReplayEvent.Ticked(Long.MAX_VALUE), new ReplayEvent.Clocked(1L << 60));
    SnapshotCodec.State state = new SnapshotCodec.State("v", "src ✓", 42, new byte[32],
        List.of("send", "refund"), events);
    byte[] bytes = SnapshotCodec.encode(state, KEY);
    SnapshotCodec.State back = SnapshotCodec.decode(bytes, KEY);
    assertThat(back.events()).hasSize(events.size());
    assertThat(back.source()).isEqualTo("src ✓");
    assertThat(back.cpuNanosUsed()).isEqualTo(42);
    assertThat(back.gatedTools()).containsExactly("refund", "send");
    assertThat(((ReplayEvent.Ticked) back.events().get(9)).nanos()).isEqualTo(Long.MAX_VALUE);
    assertThat(SnapshotCodec.sameJson(((ReplayEvent.Called) back.events().get(1)).input(), json)).isTrue();
    assertThat(SnapshotCodec.encode(back, KEY)).isEqualTo(bytes);
  }
}
