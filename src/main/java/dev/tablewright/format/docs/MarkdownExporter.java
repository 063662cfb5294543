package dev.tablewright.format.docs;

import dev.tablewright.format.infra.Export;
import dev.tablewright.format.infra.Exporter;
import dev.tablewright.model.DataModel;

import java.util.List;
import java.util.Optional;

/** {@code export --to markdown}: the design document, without the diagram (drawing it needs JavaFX). */
public final class MarkdownExporter implements Exporter {
    @Override
    public String target() {
        return "markdown";
    }

    @Override
    public String description() {
        return "a Markdown design document: entity chart, access-pattern chart, a short grid per index";
    }

    @Override
    public String extension() {
        return "md";
    }

    @Override
    public Export export(DataModel model) {
        return new Export(DesignDocument.render(model, Optional.empty()),
                List.of("the diagram image is not drawn from the command line; the document says where it goes"));
    }
}
