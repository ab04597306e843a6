/*
 * The one way out of the sandbox: calls a cell makes to functions its host provides.
 * The VM never blocks on a host: a call answers at once (a value or an error) or returns a
 * pending id, which the host settles later through Execution.settle; the VM meanwhile runs
 * other tasks and, when every task waits, returns Step.Blocked to the host.
 */
package dev.krait.python;

import java.util.List;
import java.util.Map;

/**
 * Host side of external calls. Arguments arrive as host values (see {@link HostValues}):
 * null, Boolean, Long, BigInteger, Double, String, List, Map with String keys.
 */
@FunctionalInterface
public interface ExternalHost {

  /**
   * Called on the VM's thread when the cell calls a {@link HostValues.HostFunction}.
   * Must not block: start the work and return {@link ExternalReply.Pending} if it cannot answer now.
   */
  ExternalReply call(String function, List<Object> args, Map<String, Object> kwargs);

  /** A host that provides no functions. */
  ExternalHost NONE = (function, args, kwargs) ->
      new ExternalReply.Error("RuntimeError", "no external function named " + function);
}
