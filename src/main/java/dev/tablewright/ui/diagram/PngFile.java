package dev.tablewright.ui.diagram;

import dev.tablewright.io.AtomicFile;
import dev.tablewright.io.ReadOnlyTarget;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/** Encodes an image as PNG and writes it atomically (a failed export leaves any old file whole). */
final class PngFile {
    private PngFile() {
    }

    static byte[] encode(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (!ImageIO.write(image, "png", out)) {
            throw new IOException("This Java runtime has no PNG encoder.");
        }
        return out.toByteArray();
    }

    static void write(Path target, BufferedImage image, ReadOnlyTarget readOnly) throws IOException {
        AtomicFile.write(target, encode(image), readOnly);
    }
}
