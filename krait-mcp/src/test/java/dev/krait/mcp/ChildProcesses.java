/*
 * For the small programs the tests start as child JVMs (MCP servers, store writers): a child must
 * never outlive the test JVM that started it, even when that JVM is killed or forgets to close it.
 */
package dev.krait.mcp;

final class ChildProcesses {
  private ChildProcesses() {}

  /**
   * A test JVM that dies (or never closes a shared server) must not leave this child running for
   * hours: it exits as soon as the process that started it is gone.
   */
  static void exitWithParent() {
    ProcessHandle parent = ProcessHandle.current().parent().orElse(null);
    if (parent == null) {
      return;
    }
    Thread watch = new Thread(() -> {
      while (parent.isAlive()) {
        try {
          Thread.sleep(500);
        } catch (InterruptedException e) {
          return;
        }
      }
      Runtime.getRuntime().halt(0);
    }, "exit-with-parent");
    watch.setDaemon(true);
    watch.start();
  }

}
