package dev.tablewright.format.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.Point;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.awt.Color;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.List;
import javax.imageio.ImageIO;

class DiagramPictureTest {

    static List<String> samples() {
        return SampleModels.NAMES;
    }

    @Test
    void drawsWithoutADisplay() {
        assertTrue(GraphicsEnvironment.isHeadless(), "the build runs java.awt.headless=true, as the command line may");
    }

    @ParameterizedTest
    @MethodSource("samples")
    void everyTableDrawsAPngThatDecodesAndHoldsEveryBox(String sample) throws Exception {
        for (TableDesign t : SampleModels.read(sample).model().orElseThrow().tables()) {
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(DiagramPicture.png(t)));
            assertTrue(image != null, t.name() + " decodes");
            assertTrue(image.getWidth() >= DiagramPicture.MIN_WIDTH && image.getWidth() <= DiagramPicture.MAX_SIDE,
                    t.name() + " width " + image.getWidth());
            assertTrue(image.getHeight() >= DiagramPicture.MIN_WIDTH && image.getHeight() <= DiagramPicture.MAX_SIDE,
                    t.name() + " height " + image.getHeight());
            var boxes = DiagramPicture.boxes(t);
            for (int i = 0; i < t.entities().size(); i++) {
                String name = t.entities().get(i).name();
                var box = boxes.get(name);
                // The header's top-left corner, inside the border: the entity's grid colour.
                int x = (int) box.at().x + 4;
                int y = (int) box.at().y + 4;
                assertTrue(x < image.getWidth() && y < image.getHeight(), name + " is inside the image");
                assertEquals(Color.decode(EntityPalette.of(i)).getRGB(), image.getRGB(x, y), name + "'s header colour");
            }
        }
    }

    @Test
    void boxesStandAtTheirSavedPositionsShiftedIntoTheImage() throws Exception {
        TableDesign t = SampleModels.read("movies-actors.json").model().orElseThrow().tables().get(0);
        String first = t.entities().get(0).name();
        String second = t.entities().get(1).name();
        // Only the first two boxes have a position; the others go in a grid below them.
        t = t.withLayout(DiagramLayout.EMPTY.with(first, new Point(-300, 50)).with(second, new Point(500, 50)));
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(DiagramPicture.png(t)));
        int m = DiagramPicture.MARGIN;
        assertEquals(Color.decode(EntityPalette.of(0)).getRGB(), image.getRGB(m + 4, m + 4), first + " at the top left");
        assertEquals(Color.decode(EntityPalette.of(1)).getRGB(), image.getRGB(m + 800 + 4, m + 4), second + " 800 px right");
        assertEquals(DiagramPicture.BACKGROUND.getRGB(), image.getRGB(m + 700, m + 4), "background between them");
        var third = DiagramPicture.boxes(t).get(t.entities().get(2).name()).at();
        assertEquals(m, (int) third.x, "an unplaced box starts the grid at the left");
        assertTrue(third.y > DiagramPicture.boxes(t).get(first).at().getMaxY(), "below the placed boxes");
        assertEquals(Color.decode(EntityPalette.of(2)).getRGB(), image.getRGB(m + 4, (int) third.y + 4), "and drawn there");
    }
}
