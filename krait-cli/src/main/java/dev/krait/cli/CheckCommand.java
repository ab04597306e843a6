/*
 * `krait check FILE`: the pre-run check alone, as a compiler reports: one line per diagnostic,
 * FILE:LINE:COL: error|warning: message, or one JSON object with --json. Exit 0 when there is no
 * error (warnings allowed), 2 when there is one. The cell is never run and no tool is called;
 * with --mcp the servers are started only to learn their tools' schemas.
 */
package dev.krait.cli;

import dev.krait.mcp.McpStartupException;
import dev.krait.mcp.McpTools;
import dev.krait.runtime.CheckReport;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Checks a Python file as a cell without running it. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = {"Check FILE (or - for standard input) as a cell, without running it.",
        "Syntax errors, unknown tools, wrong keyword arguments and literal arguments that break a tool's",
        "schema are errors; missing modules, names never assigned and tool results used without await",
        "are warnings. Prints FILE:LINE:COL: error|warning: message per finding."},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:no error (warnings allowed)", "2:errors found", "5:an MCP server could not start",
        "64:usage error"})
final class CheckCommand implements Callable<Integer> {
  static final int ERRORS = 2;

  @Mixin
  ToolOptions toolOptions = new ToolOptions();

  @Option(names = "--json", description = "Print one JSON object: the file, counts and every diagnostic.")
  boolean json;

  @Parameters(index = "0", paramLabel = "FILE", description = "The Python file to check, or - for standard input.")
  String file;

  @Override
  public Integer call() {
    PrintStream out = Main.out();
    PrintStream err = Main.err();
    String name = file.equals("-") ? "<stdin>" : file;
    String source;
    try {
      source = SourceFile.read(file, System.in);
    } catch (SourceFile.Unreadable e) {
      err.println("krait: " + e.getMessage());
      return Main.EXIT_USAGE;
    } catch (SourceFile.NotUtf8 e) {
      print(new CheckReport(java.util.List.of(new CheckReport.Diagnostic(CheckReport.Severity.ERROR, 1, 1,
          e.getMessage()))), name, out);
      return ERRORS;
    }
    McpTools tools = null;
    try {
      if (toolOptions.any()) {
        try {
          tools = toolOptions.connect();
        } catch (IllegalArgumentException e) {
          err.println("krait: " + e.getMessage());
          return Main.EXIT_USAGE;
        } catch (McpStartupException e) {
          err.println("krait: " + e.getMessage());
          return RunCommand.FATAL;
        }
      }
      ToolExecutor executor = tools == null ? ToolExecutor.builder().build() : tools;
      CheckReport report = CodeExecutor.builder().build().check(source, executor);
      print(report, name, out);
      return report.hasErrors() ? ERRORS : RunCommand.OK;
    } finally {
      out.flush();
      if (tools != null) {
        tools.close();
      }
    }
  }

  private void print(CheckReport report, String name, PrintStream out) {
    if (!json) {
      out.print(report.format(name));
      return;
    }
    JsonMapper mapper = JsonMapper.builder().build();
    ObjectNode node = mapper.createObjectNode().put("file", name)
        .put("errors", report.errors().size()).put("warnings", report.warnings().size());
    ArrayNode list = node.putArray("diagnostics");
    report.diagnostics().forEach(d -> list.add(EventPrinter.diagnostic(mapper, d)));
    out.println(mapper.writeValueAsString(node));
  }
}
