package dev.tablewright.format.registry;

import dev.tablewright.format.code.CodeExporter;
import dev.tablewright.format.data.ItemsExporter;
import dev.tablewright.format.docs.MarkdownExporter;
import dev.tablewright.format.infra.InfraFormats;
import dev.tablewright.format.onetable.OneTableExporter;
import dev.tablewright.format.port.Exporter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every export target by its CLI name, in the order the help lists them. Above every format package:
 * they implement {@link Exporter} ({@code format.port}) and know nothing of the registry.
 */
public final class Exporters {
    private static final Map<String, Exporter> BY_TARGET = new LinkedHashMap<>();

    static {
        InfraFormats.exporters().forEach(Exporters::register);
        register(CodeExporter.java());
        register(CodeExporter.python());
        register(CodeExporter.javaScript());
        ItemsExporter.all().forEach(Exporters::register);
        register(new MarkdownExporter());
        register(new OneTableExporter());
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
