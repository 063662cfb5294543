package dev.tablewright.format.infra;

import dev.tablewright.format.port.Exporter;
import dev.tablewright.format.port.Export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.fasterxml.jackson.dataformat.yaml.util.StringQuotingChecker;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DataModel;
import java.io.UncheckedIOException;

/** {@code cloudformation} (JSON) and {@code cloudformation-yaml}: the same template in either notation. */
final class CloudFormationExporter implements Exporter {
    /** Block style, no {@code ---}, quotes only where a string could read back as something else. */
    private static final YAMLMapper YAML = new YAMLMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .stringQuotingChecker(new Quoting())
            .build());

    /**
     * Also quotes every string that starts like a number: YAML 1.1 readers (CloudFormation's among
     * them) take {@code 0o17}, {@code 12:30} or {@code 2010-09-09} plain for octals, sexagesimals, dates.
     */
    private static final class Quoting extends StringQuotingChecker.Default {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean needToQuoteValue(String value) {
            return super.needToQuoteValue(value) || (!value.isEmpty() && "0123456789+-.".indexOf(value.charAt(0)) >= 0);
        }
    }

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
        return "an AWS CloudFormation template (" + syntax + ") with one AWS::DynamoDB::Table (or GlobalTable) per table, its auto scaling"
                + " and an event source mapping per kept entity's stream handler";
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
