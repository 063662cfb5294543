package dev.tablewright.format.infra;

import dev.tablewright.format.code.CodeExporter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Every export target by its CLI name, in the order the help lists them. */
public final class Exporters {
    private static final Map<String, Exporter> BY_TARGET = new LinkedHashMap<>();

    static {
        register(new CloudFormationExporter(TemplateSyntax.JSON));
        register(new CloudFormationExporter(TemplateSyntax.YAML));
        register(new TerraformExporter());
        register(CodeExporter.java());
        register(CodeExporter.python());
        register(CodeExporter.javaScript());
        dev.tablewright.format.data.ItemsExporter.all().forEach(Exporters::register);
        register(new dev.tablewright.format.docs.MarkdownExporter());
        register(new dev.tablewright.format.workbench.OneTableExporter());
    }

    private Exporters() {
    }

    private static void register(Exporter exporter) {
        BY_TARGET.put(exporter.target(), exporter);
    }

    public static Optional<Exporter> find(String target) {
        return Optional.ofNullable(target == null ? null : BY_TARGET.get(target));
    }

    public static List<Exporter> all() {
        return List.copyOf(BY_TARGET.values());
    }

    public static List<String> targets() {
        return List.copyOf(BY_TARGET.keySet());
    }
}
