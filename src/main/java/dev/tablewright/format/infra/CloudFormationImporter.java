package dev.tablewright.format.infra;

import dev.tablewright.format.port.FileTables;
import dev.tablewright.format.port.Importer;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.SourceFiles;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code import cloudformation}: the tables of one or more templates (JSON or YAML, short forms such as
 * {@code !Ref} and {@code !Sub} understood) as one model: {@code AWS::DynamoDB::Table},
 * {@code AWS::DynamoDB::GlobalTable} and SAM's {@code AWS::Serverless::SimpleTable}, with the
 * Application Auto Scaling resources that scale them.
 */
final class CloudFormationImporter implements Importer {
    /** A template is at most 1 MB to CloudFormation; this leaves room for hand-written comments. */
    private static final long MAX_FILE_SIZE = 16L * 1024 * 1024;
    /** Sections that are read (Parameters for the defaults a Ref stands for) or say nothing of tables. */
    private static final java.util.Set<String> TEMPLATE_READ = java.util.Set.of("AWSTemplateFormatVersion",
            "Description", "Parameters", "Resources");
    /** The resource types read as tables. */
    static final List<String> TABLE_TYPES = List.of(CloudFormationTemplate.TABLE_TYPE, GlobalTableProperties.TYPE,
            SimpleTableReader.TYPE);

    @Override
    public String source() {
        return "cloudformation";
    }

    @Override
    public String title() {
        return "CloudFormation template";
    }

    @Override
    public String description() {
        return "AWS CloudFormation templates (JSON or YAML): their DynamoDB tables, global tables, SAM simple tables and auto scaling";
    }

    @Override
    public ReadResult read(List<Path> files) {
        return FileTables.combine(files, CloudFormationImporter::readOne, SourceFiles::stem);
    }

    /** One template's tables; a name an earlier template took is an error here. */
    private static ReadResult readOne(Path file, List<TableDesign> earlier) {
        Diagnostics d = new Diagnostics(String.valueOf(file));
        Optional<JsonNode> template = text(file, d).flatMap(text -> TemplateReader.read(text, d));
        List<TableDesign> all = new ArrayList<>(earlier);
        template.ifPresent(t -> tables(t, d, all));
        return new ReadResult(template.map(t -> DataModel.of("", all.subList(earlier.size(), all.size()))),
                d.problems());
    }

    private static void tables(JsonNode template, Diagnostics d, List<TableDesign> tables) {
        JsonNode resources = template.path("Resources");
        String rp = JsonPath.key(JsonPath.ROOT, "Resources");
        if (!resources.isObject()) {
            d.error(rp, "expected the template's Resources (an object), found " + Json.describe(resources));
            return;
        }
        template.properties().stream().map(Map.Entry::getKey).filter(k -> !TEMPLATE_READ.contains(k)).forEach(k ->
                d.info(JsonPath.key(JsonPath.ROOT, k), "not kept: a model holds tables, not a template's " + k));
        TemplateValues values = new TemplateValues(template);
        TableResourceReader reader = new TableResourceReader(d, values);
        Map<String, TableDesign> read = new LinkedHashMap<>();
        Map<String, String> paths = new LinkedHashMap<>();
        List<String> leftOut = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : resources.properties()) {
            String path = JsonPath.key(rp, e.getKey());
            String type = e.getValue().path("Type").asText("");
            if (TABLE_TYPES.contains(type)) {
                reader.read(e.getKey(), e.getValue(), path).ifPresent(t -> {
                    read.put(e.getKey(), t);
                    paths.put(e.getKey(), path);
                });
            } else if (ScalingReader.isScaling(e.getValue())) {
                leftOut.add(e.getKey() + " (" + type + ")");
            } else if (type.startsWith("AWS::DynamoDB::")) {
                d.warning(path, "left out: a " + type + " is not read (only " + String.join(", ", TABLE_TYPES) + ")");
                leftOut.add(e.getKey() + " (" + type + ", not read)");
            } else {
                d.info(path, "left out: " + (type.isEmpty() ? "no Type" : type) + " is not a DynamoDB table");
                leftOut.add(e.getKey() + " (" + (type.isEmpty() ? "no Type" : type) + ")");
            }
        }
        // a literal TableName lets a ScalableTarget's ResourceId name the table without a Ref
        Map<String, String> literal = new LinkedHashMap<>();
        read.forEach((id, t) -> {
            JsonNode name = resources.path(id).path("Properties").path("TableName");
            if (name.isTextual()) {
                literal.put(name.textValue(), id);
            }
        });
        new ScalingReader(new PropertyReader(d, values)).fold(resources, rp, read, literal)
                .forEach((id, t) -> add(t, paths.get(id), d, tables));
        // A template that gave no table is a failed import, never an empty model: it says why, per resource.
        if (read.isEmpty() && d.errorCount() == 0) {
            d.error(rp, "no table could be read: no " + String.join(", ", TABLE_TYPES) + " resource"
                    + (leftOut.isEmpty() ? "" : " among " + String.join(", ", leftOut)));
        }
    }

    private static void add(TableDesign table, String path, Diagnostics d, List<TableDesign> tables) {
        if (tables.stream().anyMatch(t -> t.name().equals(table.name()))) {
            d.error(path, "a second table named '" + table.name() + "' (table names are unique in a model)");
        } else {
            tables.add(table);
        }
    }

    private static Optional<String> text(Path file, Diagnostics d) {
        return SourceFiles.text(file, d, MAX_FILE_SIZE, "a CloudFormation template");
    }
}
