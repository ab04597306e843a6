/*
 * Typed Java tools: schemas derived from records (nested records, enums, optional fields, lists,
 * Jakarta constraints), every call validated before the tool runs with a message naming the field
 * and the rule, and the positional-argument and None-for-optional rules of tools with a schema.
 */
package dev.krait.runtime;

import static dev.krait.runtime.TestSupport.await;
import static dev.krait.runtime.TestSupport.json;
import static dev.krait.runtime.TestSupport.texts;
import static org.assertj.core.api.Assertions.assertThat;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class TypedToolsTest {
  enum Units { metric, imperial }

  record Place(String name, @Min(-90) @Max(90) double lat, @Min(-180) @Max(180) double lon) {}

  record Forecast(String city, @Min(1) @Max(16) int days, Optional<Units> units, Optional<List<String>> fields) {}

  record Day(String date, double high, double low) {}

  record Report(String city, Units units, List<Day> days) {}

  record Trip(@Size(min = 1, max = 5) List<Place> stops, Optional<Place> start) {}

  private final List<Object> received = new CopyOnWriteArrayList<>();

  private ToolExecutor tools() {
    return ToolExecutor.builder()
        .tool("get_forecast", "Daily forecast for a city.", Forecast.class, Report.class, f -> {
          received.add(f);
          return new Report(f.city(), f.units().orElse(Units.metric),
              List.of(new Day("2026-01-01", 3.5, -1.0)).subList(0, Math.min(1, f.days())));
        })
        .tool("plan_trip", "Plans a trip through places.", Trip.class, Object.class, t -> {
          received.add(t);
          return t.stops().size();
        })
        .build();
  }

  private List<String> run(String cell) {
    ToolExecutor tools = tools();
    CellContext context = new CellContext(CellStore.inMemory(), tools.metadata());
    // the pre-run check would refuse most of these cells: these tests are about run-time validation
    CellOutcome outcome = await(CodeExecutor.builder().checkBeforeRun(false).build()
        .executeModule(cell, tools, Cancellation.create(), context));
    assertThat(outcome).as("outcome").isInstanceOf(CellResult.Success.class);
    return texts(context);
  }

  @Test
  void derived_schemas_describe_records_enums_optionals_lists_and_constraints() {
    JsonNode schema = ToolSchemas.of(Forecast.class);
    assertThat(schema.path("type").asString()).isEqualTo("object");
    assertThat(schema.path("required")).containsExactlyInAnyOrder(json("\"city\""), json("\"days\""));
    assertThat(schema.path("additionalProperties").asBoolean(true)).isFalse();
    assertThat(schema.at("/properties/days/minimum").asInt()).isEqualTo(1);
    assertThat(schema.at("/properties/days/maximum").asInt()).isEqualTo(16);
    assertThat(schema.at("/$defs/Units/enum")).containsExactly(json("\"metric\""), json("\"imperial\""));
    assertThat(schema.at("/properties/fields/type")).contains(json("\"array\""));
    JsonNode trip = ToolSchemas.of(Trip.class);
    assertThat(trip.at("/properties/stops/items/$ref").asString()).isEqualTo("#/$defs/Place");
    assertThat(trip.at("/$defs/Place/required").size()).isEqualTo(3);
  }

  @Test
  void valid_calls_reach_the_tool_as_records_and_results_come_back_as_json() {
    List<String> out = run("""
        r = await tools.get_forecast(city="Oslo", days=1, units="imperial")
        text(r)
        n = await tools.plan_trip(stops=[{"name": "A", "lat": 1, "lon": 2}, {"name": "B", "lat": 3.5, "lon": -4}])
        text(n)
        """);
    assertThat(out).containsExactly(
        "{\"city\":\"Oslo\",\"units\":\"imperial\",\"days\":[{\"date\":\"2026-01-01\",\"high\":3.5,\"low\":-1.0}]}",
        "2");
    assertThat(received.get(0)).isEqualTo(new Forecast("Oslo", 1, Optional.of(Units.imperial), Optional.empty()));
    assertThat(((Trip) received.get(1)).stops()).hasSize(2);
  }

  @Test
  void invalid_calls_name_the_field_and_the_rule_and_never_reach_the_tool() {
    List<String> out = run("""
        async def attempt(**kw):
            try:
                await tools.get_forecast(**kw)
                return "called"
            except ToolError as e:
                return str(e)
        text(await attempt(city="Oslo", days=0))
        text(await attempt(city="Oslo", days=3, units="kelvin"))
        text(await attempt(days=3))
        text(await attempt(city="Oslo", days="3"))
        text(await attempt(city="Oslo", days=2, dayz=3))
        text(await attempt(city="Oslo", days=2, fields=["a", 3]))
        try:
            await tools.plan_trip(stops=[{"name": "A", "lat": 91, "lon": 0}, {"name": "B", "lon": 0}])
        except ToolError as e:
            text(str(e))
        try:
            await tools.plan_trip(stops=[])
        except ToolError as e:
            text(str(e))
        """);
    assertThat(out).containsExactly(
        "tools.get_forecast: days: must be >= 1 (got 0)",
        "tools.get_forecast: units: must be None or one of \"metric\", \"imperial\" (got \"kelvin\")",
        "tools.get_forecast: city: required argument is missing",
        "tools.get_forecast: days: must be int (got str \"3\")",
        "tools.get_forecast: dayz: unexpected argument (did you mean days?)",
        "tools.get_forecast: fields[1]: must be str (got int 3)",
        "tools.plan_trip: stops[0].lat: must be <= 90 (got 91); stops[1].lat: required field is missing",
        "tools.plan_trip: stops: must have at least 1 item (got 0)");
    assertThat(received).isEmpty();
  }

  @Test
  void a_positional_non_object_is_a_clear_tool_error_and_none_means_not_given() {
    List<String> out = run("""
        try:
            await tools.get_forecast(7)
        except ToolError as e:
            text(str(e))
        r = await tools.get_forecast(city="Lima", days=1, units=None)
        text(r["units"])
        r = await tools.get_forecast({"city": "Pune", "days": 1})
        text(r["city"])
        """);
    assertThat(out.get(0)).isEqualTo("tools.get_forecast takes keyword arguments (city: str, days: int, "
        + "units: Literal[\"metric\", \"imperial\"] | None = None, fields: list[str] | None = None); got a positional int");
    assertThat(out.subList(1, 3)).containsExactly("metric", "Pune");
    assertThat(received).hasSize(2);
  }

  @Test
  void with_the_check_on_a_literal_mistake_stops_the_cell_before_any_call() {
    ToolExecutor tools = tools();
    CellContext context = new CellContext(CellStore.inMemory(), tools.metadata());
    CellOutcome outcome = await(CodeExecutor.create(CellLimits.defaults()).executeModule(
        "r = await tools.get_forecast(city=\"Oslo\", days=2)\nawait tools.get_forecast(city=\"Oslo\", days=0)\n",
        tools, Cancellation.create(), context));
    CellDiagnostic d = TestSupport.failure(outcome);
    assertThat(d.kind()).isEqualTo(CellDiagnostic.Kind.CHECK_ERROR);
    assertThat(d.message()).isEqualTo("tools.get_forecast: days: must be >= 1 (got 0) (found before running; nothing ran)");
    assertThat(d.traceback()).contains("<cell>:2:44: error: tools.get_forecast: days: must be >= 1 (got 0)\n");
    assertThat(received).isEmpty();
  }

  @Test
  void refused_calls_are_not_recorded_as_tool_calls() {
    ToolExecutor tools = tools();
    CellContext context = new CellContext(CellStore.inMemory(), tools.metadata());
    CellOutcome outcome = await(CodeExecutor.builder().checkBeforeRun(false).build().executeModule("""
        import asyncio
        rs = await asyncio.gather(tools.get_forecast(city="A", days=0), tools.get_forecast(city="B", days=1),
                                  return_exceptions=True)
        text([type(r).__name__ for r in rs])
        """, tools, Cancellation.create(), context));
    assertThat(outcome).isInstanceOf(CellResult.Success.class);
    assertThat(((CellResult.Success) outcome).toolCalls()).hasSize(1);
    assertThat(texts(context)).containsExactly("[\"ToolError\",\"dict\"]");
  }

  @Test
  void tools_document_themselves_as_their_stubs_in_help_doc_and_inspect_signature() {
    List<String> out = run("""
        import contextlib, inspect, io
        f = tools.get_forecast
        text(f.__name__)
        text(f.__module__)
        text(f.__doc__)
        text(str(inspect.signature(f)))
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            help(f)
        text(buffer.getvalue())
        """);
    String signature = "(*, city: str, days: int, units: Optional[Literal['metric', 'imperial']] = None,"
        + " fields: list[str] | None = None) -> tools.GetForecastResult";
    String doc = "Daily forecast for a city.\n\n    Args:\n        days: (>= 1, <= 16)\n    ";
    // as CPython shows an async def with these annotations, defined in a module named tools
    assertThat(out).containsExactly("get_forecast", "tools", doc, signature,
        "Help on function get_forecast in module tools:\n\n"
            + "async get_forecast" + signature + "\n"
            + "    Daily forecast for a city.\n    \n    Args:\n        days: (>= 1, <= 16)\n\n");
  }
}
