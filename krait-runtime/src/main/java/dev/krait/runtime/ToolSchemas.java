/*
 * JSON Schemas derived from Java types, for typed tools: victools' generator (over Jackson 3) does
 * the work, configured once the way tool inputs want it — Draft 2020-12, nested classes as $defs
 * named after the class (they become TypedDicts in the Python signature), no undeclared keys,
 * Jackson annotations and Jakarta Validation constraints (@Min, @Size, @Pattern...) honoured.
 */
package dev.krait.runtime;

import com.github.victools.jsonschema.generator.FieldScope;
import com.github.victools.jsonschema.generator.Option;
import com.github.victools.jsonschema.generator.OptionPreset;
import com.github.victools.jsonschema.generator.SchemaGenerator;
import com.github.victools.jsonschema.generator.SchemaGeneratorConfigBuilder;
import com.github.victools.jsonschema.generator.SchemaVersion;
import com.github.victools.jsonschema.module.jackson.JacksonModule;
import com.github.victools.jsonschema.module.jackson.JacksonOption;
import com.github.victools.jsonschema.module.jakarta.validation.JakartaValidationModule;
import com.github.victools.jsonschema.module.jakarta.validation.JakartaValidationOption;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Derives the JSON Schema of a Java type (usually a record), as {@link ToolExecutor.Builder}'s
 * typed tools do.
 *
 * <p>Rules: a record component or field is required unless its type is an {@code Optional}
 * (or {@code OptionalInt}...) or it carries an annotation named {@code Nullable}; keys the
 * type does not declare are rejected ({@code additionalProperties: false}); enums are their
 * constant names (or their {@code @JsonValue}); {@code @JsonPropertyDescription} and
 * {@code @JsonClassDescription} become descriptions; Jakarta Validation annotations become
 * constraints ({@code @Min(1)} is {@code minimum: 1}, {@code @Size}, {@code @Pattern},
 * {@code @NotBlank}...). Nested types are {@code $defs} named after the class.
 */
public final class ToolSchemas {
  private static final SchemaGenerator GENERATOR = generator();

  private ToolSchemas() {}

  /** The JSON Schema of {@code type}. */
  public static ObjectNode of(Type type) {
    ObjectNode schema = GENERATOR.generateSchema(type);
    schema.remove("$schema");
    return schema;
  }

  /** Whether a derived schema's field is optional: Optional types and @Nullable-annotated fields. */
  private static boolean optional(FieldScope field) {
    Class<?> raw = field.getType() == null ? Object.class : field.getType().getErasedType();
    if (raw == Optional.class || raw == OptionalInt.class || raw == OptionalLong.class
        || raw == OptionalDouble.class) {
      return true;
    }
    for (Annotation a : field.getRawMember().getAnnotations()) {
      if (a.annotationType().getSimpleName().equals("Nullable")) {
        return true;
      }
    }
    return false;
  }

  private static SchemaGenerator generator() {
    SchemaGeneratorConfigBuilder config = new SchemaGeneratorConfigBuilder(SchemaVersion.DRAFT_2020_12,
        OptionPreset.PLAIN_JSON)
        .with(new JacksonModule(JacksonOption.RESPECT_JSONPROPERTY_REQUIRED,
            JacksonOption.FLATTENED_ENUMS_FROM_JSONVALUE))
        .with(new JakartaValidationModule(JakartaValidationOption.INCLUDE_PATTERN_EXPRESSIONS))
        .with(Option.FORBIDDEN_ADDITIONAL_PROPERTIES_BY_DEFAULT, Option.DEFINITIONS_FOR_ALL_OBJECTS,
            Option.FLATTENED_ENUMS, Option.FLATTENED_OPTIONALS);
    config.forFields().withRequiredCheck(field -> !optional(field) && !field.isFakeContainerItemScope());
    // declaration order, as the record reads (the generator sorts by name otherwise)
    config.forTypesInGeneral().withPropertySorter((a, b) -> 0);
    return new SchemaGenerator(config.build());
  }

  /** Whether {@code node} is an object schema (what a tool's input schema must be). */
  static boolean isObjectSchema(JsonNode node) {
    return node != null && node.isObject() && (!node.has("type") || "object".equals(node.path("type").asString("")));
  }
}
