package dev.tablewright.format.docs;

import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.io.AtomicFile;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.format.picture.DiagramPicture;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code export --to markdown}: the design document. Written to a file, each table's diagram is drawn
 * beside it as {@code <document>-<table>.png} and linked (a table without entities has no diagram);
 * to standard output (one stream, one file) the document says where the images would be.
 */
public final class MarkdownExporter implements Exporter {
    @Override
    public String target() {
        return "markdown";
    }

    @Override
    public String description() {
        return "a Markdown design document: diagram per table (PNG beside the file), entity chart, access-pattern chart, a short grid per index";
    }

    @Override
    public String extension() {
        return "md";
    }

    @Override
    public Export export(DataModel model) {
        boolean drawn = model.tables().stream().anyMatch(MarkdownExporter::hasDiagram);
        return new Export(DesignDocument.render(model, Map.of()), drawn
                ? List.of("no diagram images: they are written beside the document only when it is saved to a file (-o PATH)")
                : List.of());
    }

    /**
     * Writes the images first, so the document never links one that is not there; a read-only one
     * (or document) is refused before anything is written, unless {@code readOnly} says replace.
     */
    @Override
    public Export write(DataModel model, Path file, ReadOnlyTarget readOnly) throws IOException {
        Map<String, Path> images = new LinkedHashMap<>();
        model.tables().stream().filter(MarkdownExporter::hasDiagram)
                .forEach(t -> images.put(t.name(), file.resolveSibling(imageName(file, t.name()))));
        if (readOnly == ReadOnlyTarget.REFUSE) {
            AtomicFile.refuseIfReadOnly(file);
            for (Path image : images.values()) {
                AtomicFile.refuseIfReadOnly(image);
            }
        }
        Map<String, String> links = new LinkedHashMap<>();
        for (TableDesign t : model.tables()) {
            Path image = images.get(t.name());
            if (image != null) {
                AtomicFile.write(image, DiagramPicture.png(t), readOnly);
                links.put(t.name(), image.getFileName().toString());
            }
        }
        String text = DesignDocument.render(model, links);
        AtomicFile.write(file, text.getBytes(StandardCharsets.UTF_8), readOnly);
        return new Export(text, List.of());
    }

    /** A table's diagram draws its entities: a table without any has none (not a blank picture). */
    private static boolean hasDiagram(TableDesign t) {
        return !t.entities().isEmpty();
    }

    /** {@code design.md} and table {@code Movies} → {@code design-Movies.png}; characters unsafe in a link or a file name become _. */
    static String imageName(Path document, String table) {
        String doc = document.getFileName().toString();
        int dot = doc.lastIndexOf('.');
        String stem = dot > 0 ? doc.substring(0, dot) : doc;
        return (stem + "-" + table).replaceAll("[^A-Za-z0-9._-]", "_") + ".png";
    }
}
