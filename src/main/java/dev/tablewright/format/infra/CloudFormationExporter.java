package dev.tablewright.format.infra;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DataModel;
import java.io.UncheckedIOException;

/** {@code cloudformation} (JSON) and {@code cloudformation-yaml}: the same template in either notation. */
final class CloudFormationExporter implements Exporter {
    /** Block style, no {@code ---}, quotes only where YAML needs them ({@code "5"} stays a string). */
    private static final YAMLMapper YAML = new YAMLMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .build());

    private final TemplateSyntax syntax;

    CloudFormationExporter(TemplateSyntax syntax) {
        this.syntax = syntax;
    }

    @Override
    public String target() {
        return syntax == TemplateSyntax.JSON ? "cloudformation" : "cloudformation-yaml";
    }

    @Override
    public String description() {
        return "an AWS CloudFormation template (" + syntax + ") with one AWS::DynamoDB::Table per table";
    }

    @Override
    public String extension() {
        return syntax == TemplateSyntax.JSON ? "json" : "yaml";
    }

    @Override
    public Export export(DataModel model) {
        CloudFormationTemplate.Built built = CloudFormationTemplate.of(model);
        return new Export(syntax == TemplateSyntax.JSON ? Json.pretty(built.template()) : yaml(built), built.warnings());
    }

    private static String yaml(CloudFormationTemplate.Built built) {
        try {
            return YAML.writeValueAsString(built.template());
        } catch (JsonProcessingException e) {
            // a tree of strings, numbers and containers always serialises
            throw new UncheckedIOException(e);
        }
    }
}
